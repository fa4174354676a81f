"""Hand-built Siege views of the engine's shape (``engine.siege.view_types``), for previews, tests
and benchmarks.

They are plausible pictures of a game, not games played by the rules: the pieces, start squares
and calendar come from the engine so the samples cannot drift from its data, but where the pieces
stand and what they plan is made up here.
"""

from __future__ import annotations

from engine.siege import calendar
from engine.siege.board import BOARD
from engine.siege.movement import reach
from engine.siege.pieces import GREEK, PIECES, SIDE_PIECES, TROJAN, Side
from engine.siege.placement import auto_place
from engine.siege.view_types import CalendarView, Phase, PieceView, PublicView


def piece_entry(pid: str, square: str | None, state: str = "well") -> PieceView:
    """One entry of the view's ``pieces`` list."""
    p = PIECES[pid]
    return {
        "id": pid,
        "name": p.name,
        "short": p.short,
        "city": p.city,
        "side": p.side,
        "value": p.value,
        "archer": p.archer,
        "thracian": p.thracian,
        "square": square,
        "state": state,
        "commander": 0 if p.side == "greek" else 1,
        "origin": square,
    }


def start_positions(day: int) -> dict[str, str]:
    """Every piece on its automatic start square for ``day`` (Thracians gone from day 3)."""
    out: dict[str, str] = {}
    for side, ids in SIDE_PIECES.items():
        present = [pid for pid in ids if day < 3 or not PIECES[pid].thracian]
        for pid, sq in auto_place(side, day, present).items():
            out[pid] = BOARD.name(sq)
    return out


def calendar_part(
    day: int, hour: int, moving: Side | None, last_day: int = 4, abstains: bool = True
) -> CalendarView:
    return {
        "day": day,
        "hour": hour,
        "moving": moving,
        "favoured": calendar.favoured(day, hour),
        "wall": calendar.wall_stands(day),
        "thracians": calendar.thracians_present(day),
        "achilles_abstains": abstains and calendar.achilles_abstains_on(day),
        "last_day": last_day,
        "events": [e.to_dict() for e in calendar.coming(day, hour, last_day)],
    }


def base_view(
    positions: dict[str, str | None],
    day: int = 1,
    hour: int = 1,
    phase: Phase = "move",
    moving: Side | None = "greek",
    scenario: str = "full",
) -> PublicView:
    """A view with every piece at ``positions`` (missing ids: dead) and nothing planned."""
    last_day = int(scenario[3:]) if scenario.startswith("day") else 4
    pieces = []
    for ids in SIDE_PIECES.values():
        for pid in ids:
            square = positions.get(pid)
            state = "well" if square else "dead"
            if pid == "achilles" and square and day < 4:
                state = "abstaining"
            if PIECES[pid].thracian and day >= 3:
                state, square = "gone", None
            pieces.append(piece_entry(pid, square, state))
    seat = 0 if moving == "greek" else 1
    return {
        "game": "siege",
        "seats": 2,
        "scenario": scenario,
        "phase": phase,
        "to_act": [seat] if phase == "move" else [0, 1] if phase == "setup" else [],
        "stage": "Greeks: plan your moves, then end the move"
        if moving == "greek"
        else "Trojans: plan your response, then end the move",
        "sides": ["greek", "trojan"],
        "commanders": {"greek": [0], "trojan": [1]},
        "calendar": calendar_part(day, hour, moving if phase == "move" else None, last_day),
        "pieces": pieces,
        "plans": [],
        "shots": [],
        "attacks": [],
        "losses": {"total": {"greek": 0, "trojan": 0}, "today": {"greek": 0, "trojan": 0}},
        "night": None,
        "last_results": [],
        "results_when": None,
        "outcome": None,
        "winner": None,
    }


def set_state(view: PublicView, pid: str, state: str) -> None:
    for p in view["pieces"]:
        if p["id"] == pid:
            p["state"] = state


def plan(view: PublicView, pid: str, path: list[str]) -> None:
    """Move ``pid`` along ``path`` (its first square must be where it stands)."""
    for p in view["pieces"]:
        if p["id"] == pid:
            p["origin"], p["square"] = path[0], path[-1]
    view["plans"].append({"piece": pid, "from": path[0], "to": path[-1], "path": path})


def start_view() -> PublicView:
    """Day 1, hour 1, set-up: everyone on the start squares, the wall not built yet."""
    positions: dict[str, str | None] = dict(start_positions(1))
    view = base_view(positions, phase="setup", moving=None)
    view["stage"] = "Set-up: swap your pieces between start squares, then say ready"
    return view


def soldiers(side: Side, count: int, skip: int = 0) -> list[str]:
    """The ids of ``count`` value-1 soldiers of ``side`` (no archers), in catalogue order."""
    found = [
        pid
        for pid in SIDE_PIECES[side]
        if PIECES[pid].value == 1 and not PIECES[pid].archer and not PIECES[pid].thracian
    ]
    return found[skip : skip + count]


def can_fight(
    view: PublicView, occupied: dict[int, str], pid: str, target: str, attacked: set[str]
) -> bool:
    origin = next(sq for sq, who in occupied.items() if who == pid)
    options = reach(pid, origin, occupied, attacked, view["calendar"]["day"])
    return any(target in r.engages for r in options.values())


def plan_to_fight(
    view: PublicView, occupied: dict[int, str], pid: str, target: str, attacked: set[str]
) -> None:
    """Plan ``pid``'s cheapest legal move (the engine's ``reach``) that engages ``target``."""
    origin = next(sq for sq, who in occupied.items() if who == pid)
    day = view["calendar"]["day"]
    options = reach(pid, origin, occupied, attacked, day)
    fitting = [(r.cost, sq) for sq, r in options.items() if target in r.engages]
    if not fitting:
        raise ValueError(f"{pid} cannot reach {target} in this sample")
    _, end = min(fitting)
    plan(view, pid, [BOARD.name(sq) for sq in options[end].path])
    del occupied[origin]
    occupied[end] = pid
    attacked.update(options[end].engages)


def battle_view() -> PublicView:
    """Day 2, hour 4, the Greeks' move: the wall stands, the Trojans are before it, a few
    pieces lost, one wounded, Achilles abstaining, three moves planned (two duels and an
    open-field battle), a shot declared, and the Trojans' last results shown."""
    positions: dict[str, str | None] = dict(start_positions(2))
    t1, t2 = soldiers(TROJAN, 2)
    field = {
        "paris": "K10",
        "sarpedon": "L13",
        "hector": "O9",
        "aeneas": "P6",
        "glaucus": "N12",
        "helenus": "O11",
        t1: "J16",
        t2: "M15",
        "rhesus": "R5",
    }
    positions.update(field)
    g_dead = soldiers(GREEK, 1, skip=4)[0]
    t_dead = soldiers(TROJAN, 1, skip=5)[0]
    for dead in ("asius", "thoas", g_dead, t_dead):
        positions.pop(dead, None)
    view = base_view(positions, day=2, hour=4, moving="greek")
    view["pieces"] = [
        {**p, "square": "W12", "origin": "W12", "state": "wounded"}
        if p["id"] == "antimachus"
        else p
        for p in view["pieces"]
    ]
    occupied: dict[int, str] = {}
    for pid, name in positions.items():
        square = BOARD.parse(name) if name else None
        if square is not None:
            occupied[square] = pid
    attacked: set[str] = set()
    plan_to_fight(view, occupied, "ajax", "paris", attacked)
    plan_to_fight(view, occupied, "diomedes", "sarpedon", attacked)
    fighter = next(
        pid for pid in soldiers(GREEK, 12) if can_fight(view, occupied, pid, t1, attacked)
    )
    plan_to_fight(view, occupied, fighter, t1, attacked)
    view["attacks"] = [
        {"kind": "duel", "attacker": "greek", "greek": ["ajax"], "trojan": ["paris"]},
        {"kind": "duel", "attacker": "greek", "greek": ["diomedes"], "trojan": ["sarpedon"]},
        {"kind": "battle", "attacker": "greek", "greek": [fighter], "trojan": [t1]},
    ]
    view["shots"] = [{"archer": "teucer", "target": field["glaucus"], "piece": "glaucus"}]
    view["losses"] = {"total": {"greek": 5, "trojan": 4}, "today": {"greek": 3, "trojan": 4}}
    view["last_results"] = [
        {
            "kind": "shot",
            "archer": "pandarus",
            "target": "thoas",
            "square": "H13",
            "die": 6,
            "result": "dead",
        },
        {
            "kind": "battle",
            "at": "J13",
            "attacker": "trojan",
            "greek": [g_dead],
            "trojan": ["asius", t_dead],
            "values": {g_dead: 2, "asius": 3, t_dead: 1},
            "dice": {"greek": 2, "trojan": 3},
            "totals": {"greek": 4, "trojan": 7},
            "halved": False,
            "winner": "trojan",
            "dead": [g_dead],
        },
        {
            "kind": "duel",
            "calendar": False,
            "fighters": ["eurypylus", "antimachus"],
            "greek": "eurypylus",
            "trojan": "antimachus",
            "throws": [
                {"dice": [2, 2], "totals": [5, 5], "difference": 0, "loser": None, "result": None},
                {
                    "dice": [6, 1],
                    "totals": [9, 4],
                    "difference": 5,
                    "loser": 1,
                    "result": "wounded",
                },
                {
                    "dice": [1, 3],  # as rolled: the wounded Antimachus's 3 counts 1.5
                    "totals": [4, 4.5],
                    "difference": 0.5,
                    "loser": 0,
                    "result": None,
                },
            ],
            "dead": [],
            "wounded": ["antimachus"],
        },
    ]
    view["results_when"] = {"day": 2, "hour": 3, "side": "trojan"}
    return view


def over_view() -> PublicView:
    """Day 3, hour 6: five Greeks stand in the citadel and Troy has fallen."""
    positions: dict[str, str | None] = dict(start_positions(3))
    for pid in ("hector", "aeneas", "sarpedon", "glaucus", "polydamas", "deiphobus", "agenor"):
        positions.pop(pid, None)
    inside = {"ajax": "V7", "diomedes": "W7", "odysseus": "X7", "agamemnon": "V8", "nestor": "W8"}
    for pid, sq in list(positions.items()):
        if sq in inside.values() and pid not in inside:
            positions.pop(pid)
    positions.update(inside)
    view = base_view(positions, day=3, hour=6, phase="over", moving=None)
    view["winner"] = "greek"
    view["outcome"] = {
        "winners": [0],
        "scores": [1, 0],
        "summary": "Five Greek pieces stand inside the citadel at once: Troy is taken",
        "team_scores": [1, 0],
    }
    view["stage"] = "Troy is taken"
    view["losses"] = {"total": {"greek": 12, "trojan": 44}, "today": {"greek": 2, "trojan": 21}}
    return view
