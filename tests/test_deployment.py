"""The production shape (Dockerfile, .dockerignore, compose.yaml) is consistent: every bot
process a distinct share of the shards, together all of them, each on the compose file's
PostgreSQL service, and the image installs from pyproject.toml and runs a file that exists."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import yaml

from bot import Settings

ROOT = Path(__file__).resolve().parents[1]
ENV = {"DISCORD_TOKEN": "token-from-dot-env"}  # what an operator's .env gives compose


def interpolate(value: object, env: dict[str, str]) -> str:
    """Compose's ``${NAME}``, ``${NAME:-default}`` and ``${NAME:?error}``, as `docker compose`
    reads them (an unset required one fails, as it would there)."""

    def one(match: re.Match[str]) -> str:
        name, how, arg = match.group(1), match.group(2), match.group(3) or ""
        if env.get(name):
            return env[name]
        assert how != ":?", f"compose would stop: {arg}"
        return arg if how == ":-" else ""

    return re.sub(r"\$\{(\w+)(?:(:-|:\?)([^}]*))?\}", one, str(value))


def compose() -> dict[str, Any]:
    loaded = yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def bots() -> dict[str, dict[str, str]]:
    """Each bot service (built from the Dockerfile) and its environment, interpolated."""
    services = compose()["services"]
    return {
        name: {k: interpolate(v, ENV) for k, v in service["environment"].items()}
        for name, service in services.items()
        if service.get("build") == "."
    }


def test_the_processes_share_out_every_shard_once() -> None:
    processes = bots()
    assert len(processes) >= 2, "a compose file for several processes"
    settings = [Settings.from_env(env) for env in processes.values()]  # each one valid
    counts = {s.shard_count for s in settings}
    assert len(counts) == 1, f"one SHARD_COUNT for every process, not {counts}"
    count = counts.pop()
    assert count is not None
    shares = [s.shard_ids for s in settings]
    assert all(share for share in shares), "each process names its SHARD_IDS"
    every = [shard for share in shares if share for shard in share]
    assert sorted(every) == list(range(count)), f"each of 0..{count - 1} once: {shares}"
    names = [s.process_name for s in settings]
    assert len(set(names)) == len(names), f"each process its own PROCESS_NAME: {names}"


def test_every_process_uses_the_postgres_service() -> None:
    services = compose()["services"]
    for name, env in bots().items():
        url = urlsplit(env["DATABASE_URL"])
        assert url.scheme.startswith("postgres"), name
        assert url.hostname in services, f"{name}: {url.hostname} is no service"
        db = services[url.hostname]
        assert str(db["image"]).startswith("postgres:"), name
        db_env = {k: interpolate(v, ENV) for k, v in db["environment"].items()}
        assert (url.username, url.password, url.path) == (
            db_env["POSTGRES_USER"],
            db_env["POSTGRES_PASSWORD"],
            "/" + db_env["POSTGRES_DB"],
        ), name
        assert url.hostname in services[name]["depends_on"], f"{name} starts after its database"


def dockerfile() -> list[tuple[str, str]]:
    """(instruction, arguments) of each Dockerfile line, continuations joined."""
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    lines = [line.strip() for line in text.splitlines()]
    return [
        (line.split(None, 1)[0].upper(), line.split(None, 1)[1])
        for line in lines
        if line and not line.startswith("#")
    ]


def test_the_image_installs_the_project_and_runs_the_bot_as_a_user() -> None:
    steps = dockerfile()
    assert re.fullmatch(r"python:3\.1[1-9]-slim", steps[0][1]), steps[0]
    copied = [args.split()[:-1] for op, args in steps if op == "COPY"]
    for sources in copied:
        for source in sources:
            assert (ROOT / source).exists(), f"COPY {source}: no such file"
    assert ["pyproject.toml", "README.md"] in copied  # pip installs from pyproject
    assert any(op == "RUN" and "pip install ." in args for op, args in steps)
    users = [args for op, args in steps if op == "USER"]
    assert users and users[-1] not in ("root", "0"), "the bot must not run as root"
    command = json.loads(next(args for op, args in reversed(steps) if op == "CMD"))
    entry = next(part for part in command if part.endswith((".py", "scripts/run")))
    assert (ROOT / entry).is_file(), f"the image runs {entry}, which does not exist"
    # The package data the bot reads at run time (the rulebooks, the languages) is copied in.
    assert any("docs/rules" in sources for sources in copied)
    assert any("locales" in sources for sources in copied)


def test_the_token_and_databases_stay_out_of_the_image() -> None:
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()
    for secret in (".env", "data", ".venv", ".git"):
        assert secret in ignored, f"{secret} would be sent to docker build"
    copied = {s for op, args in dockerfile() if op == "COPY" for s in args.split()[:-1]}
    assert not copied & set(ignored), "a COPY source is excluded by .dockerignore"
