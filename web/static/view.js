// Troy Tabletop's read-only table view: follows the table's stream, shows each new state
// without a reload, counts the clock down, zooms the Siege map, and steps through a finished
// game. Served as a file of its own: the page allows no inline script.
"use strict";

(function () {
  const token = document.body.dataset.token;
  const base = "/t/" + token;
  const $ = (id) => document.getElementById(id);
  let state = null;
  let deadline = null;
  let position = null;

  function text(el, value) {
    if (el.textContent !== value) el.textContent = value;
  }

  function list(el, items, build) {
    const next = document.createDocumentFragment();
    items.forEach((item) => next.appendChild(build(item)));
    el.replaceChildren(next);
  }

  function li(value) {
    const item = document.createElement("li");
    item.textContent = value;
    return item;
  }

  function row(name, score, classes) {
    const item = document.createElement("li");
    if (classes) item.className = classes;
    const who = document.createElement("span");
    who.className = "name";
    who.textContent = name;
    const points = document.createElement("span");
    points.className = "score";
    points.textContent = score === null || score === undefined ? "" : String(score);
    item.append(who, points);
    return item;
  }

  // A new picture replaces the shown one only once loaded: no blank flash between versions.
  function picture(src, words) {
    const frame = $("frame");
    let img = $("table");
    if (!src) {
      if (img) img.remove();
      return;
    }
    if (!img) {
      img = document.createElement("img");
      img.id = "table";
      frame.appendChild(img);
    }
    if (img.getAttribute("src") === src) {
      img.alt = words;
      return;
    }
    const next = new Image();
    next.onload = () => {
      img.src = src;
      img.alt = words;
    };
    next.src = src;
  }

  function show(next) {
    const first = state === null;
    state = next;
    document.body.dataset.version = String(next.version);
    text($("title"), next.title);
    text($("headline"), next.headline);
    list($("players"), next.players, (p) =>
      row(p.name, p.score, [p.acting ? "acting" : "", p.winner ? "winner" : ""].join(" ").trim()),
    );
    list($("tallies"), next.tallies, (t) => row(t[0], t[1], ""));
    list($("log"), next.log, li);
    deadline = next.deadline;
    tick();
    const board = $("board");
    board.classList.toggle("zoomable", next.zoom);
    $("zoom").hidden = !next.zoom;
    if (next.finished) {
      replay(first);
    } else {
      $("replay").hidden = true;
      picture(next.image, next.words);
    }
    const log = $("log");
    log.scrollTop = log.scrollHeight;
  }

  // --- the clock ---------------------------------------------------------------------------
  function tick() {
    const clock = $("clock");
    if (!deadline || (state && state.finished)) {
      clock.hidden = true;
      return;
    }
    const left = Math.max(0, Math.round(deadline - Date.now() / 1000));
    const h = Math.floor(left / 3600);
    const m = Math.floor((left % 3600) / 60);
    const s = left % 60;
    const pad = (n) => String(n).padStart(2, "0");
    text(clock, "⏱ " + (h ? h + ":" + pad(m) : String(m)) + ":" + pad(s) + " left");
    clock.hidden = false;
  }
  setInterval(tick, 1000);

  // --- a finished game, step by step -------------------------------------------------------
  function replay(first) {
    const slider = $("slider");
    const section = $("replay");
    if (section.hidden || first) {
      slider.max = String(state.moves);
      slider.value = String(state.moves);
      section.hidden = false;
      step(state.moves);
    }
  }

  async function step(move) {
    const slider = $("slider");
    move = Math.max(0, Math.min(Number(slider.max), move));
    slider.value = String(move);
    position = move;
    text($("position"), "Position " + move + " of " + slider.max);
    try {
      const response = await fetch(base + "/position/" + move + ".json");
      if (!response.ok || position !== move) return;
      const data = await response.json();
      if (position !== move) return;
      picture(data.image, data.words);
      list($("position-lines"), data.lines, li);
    } catch (error) {
      text($("position"), "Position " + move + ": could not load it.");
    }
  }

  $("slider").addEventListener("input", (e) => step(Number(e.target.value)));
  $("back").addEventListener("click", () => step(position - 1));
  $("forward").addEventListener("click", () => step(position + 1));
  document.addEventListener("keydown", (e) => {
    if (!state || !state.finished || e.target.tagName === "INPUT") return;
    if (e.key === "ArrowLeft") step(position - 1);
    else if (e.key === "ArrowRight") step(position + 1);
    else return;
    e.preventDefault();
  });

  // --- zooming and panning the map ---------------------------------------------------------
  const view = { scale: 1, x: 0, y: 0 };
  const pointers = new Map();
  let pinch = null;

  function apply() {
    const img = $("table");
    if (!img) return;
    img.style.transform =
      "translate(" + view.x + "px," + view.y + "px) scale(" + view.scale + ")";
  }

  function zoom(factor, cx, cy) {
    const scale = Math.max(1, Math.min(8, view.scale * factor));
    const real = scale / view.scale;
    view.x = cx - (cx - view.x) * real;
    view.y = cy - (cy - view.y) * real;
    view.scale = scale;
    if (scale === 1) view.x = view.y = 0;
    apply();
  }

  function centre() {
    const r = $("frame").getBoundingClientRect();
    return [r.width / 2, r.height / 2];
  }

  const frame = $("frame");
  frame.addEventListener(
    "wheel",
    (e) => {
      if (!state || !state.zoom) return;
      e.preventDefault();
      const r = frame.getBoundingClientRect();
      zoom(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX - r.left, e.clientY - r.top);
    },
    { passive: false },
  );
  frame.addEventListener("pointerdown", (e) => {
    if (!state || !state.zoom) return;
    frame.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
  });
  frame.addEventListener("pointermove", (e) => {
    if (!pointers.has(e.pointerId)) return;
    const [px, py] = pointers.get(e.pointerId);
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      const r = frame.getBoundingClientRect();
      if (pinch) zoom(d / pinch, (a[0] + b[0]) / 2 - r.left, (a[1] + b[1]) / 2 - r.top);
      pinch = d;
      return;
    }
    if (view.scale > 1) {
      view.x += e.clientX - px;
      view.y += e.clientY - py;
      apply();
    }
  });
  const release = (e) => {
    pointers.delete(e.pointerId);
    pinch = null;
  };
  frame.addEventListener("pointerup", release);
  frame.addEventListener("pointercancel", release);
  $("zoom-in").addEventListener("click", () => zoom(1.5, ...centre()));
  $("zoom-out").addEventListener("click", () => zoom(1 / 1.5, ...centre()));
  $("zoom-reset").addEventListener("click", () => {
    view.scale = 1;
    view.x = view.y = 0;
    apply();
  });

  // --- the stream ----------------------------------------------------------------------------
  function connect() {
    const source = new EventSource(base + "/events");
    source.addEventListener("state", (e) => {
      text($("connection"), "live");
      show(JSON.parse(e.data));
    });
    source.onerror = () => text($("connection"), "reconnecting…");
  }
  connect();
})();
