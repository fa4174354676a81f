"""Start-up without a usable token stops at once with one sentence that says what to do."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import discord
import pytest

import bot
from bot import NO_TOKEN, Settings

ROOT = Path(__file__).resolve().parents[2]


def test_main_without_token_exits_with_one_sentence(tmp_path: Path) -> None:
    env = {"PATH": os.environ.get("PATH", ""), "DISCORD_TOKEN": "", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, str(ROOT / "bot.py")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    said = (done.stdout + done.stderr).strip()
    assert said == NO_TOKEN
    assert said.count(". ") == 0 and "DISCORD_TOKEN" in said and ".env" in said
    assert not (tmp_path / "data").exists()


def test_settings_from_env() -> None:
    settings = Settings.from_env(
        {"DISCORD_TOKEN": " abc ", "DEV_GUILD_ID": "123", "LOG_LEVEL": "debug", "OWNER_ID": ""}
    )
    assert settings == Settings(
        token="abc", database_path="data/troy.db", dev_guild_id=123, log_level="DEBUG"
    )
    assert Settings.from_env({}) == Settings()


def test_bad_number_in_settings_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="DEV_GUILD_ID in .env must be a Discord id"):
        Settings.from_env({"DEV_GUILD_ID": "not-a-number"})
    with pytest.raises(ValueError, match="RENDER_PROCESSES in .env must be a number"):
        Settings.from_env({"RENDER_PROCESSES": "²"})
    assert Settings.from_env({"RENDER_PROCESSES": "2"}).render_processes == 2


def test_rejected_token_exits_with_one_sentence(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    async def refuse(self: discord.Client, token: str) -> None:
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(discord.Client, "login", refuse)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "troy.db"))
    assert bot.main() == 1
    assert capsys.readouterr().err.strip() == bot.BAD_TOKEN


def test_unreachable_discord_exits_with_one_sentence(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    async def offline(self: discord.Client, token: str) -> None:
        raise OSError("Name or service not known")

    monkeypatch.setattr(discord.Client, "login", offline)
    monkeypatch.setenv("DISCORD_TOKEN", "some-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "troy.db"))
    assert bot.main() == 1
    said = capsys.readouterr().err.strip()
    assert said.startswith("Could not reach Discord") and "internet connection" in said
    assert "Traceback" not in said
