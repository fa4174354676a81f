"""``/game stats`` and ``/game leaderboard`` in their readers' languages: every word, count and
rating (its decimal comma too) translated, nothing left in English."""

from __future__ import annotations

from cogs.kit.compose.ratings import leaderboard_embed, stats_embed
from render.core.language import words
from tabletop.models import PlayerStats
from tabletop.rating_math import Standing
from tabletop.ratings import Leaderboard

STATS = PlayerStats(1, played=5, won=3, team_played=2, team_won=1, by_game={"ilios": (5, 3)})
ROWS = (Standing("user:7", 30.0, 2.0, 5, 4), Standing("bot:hard", 28.5, 1.5, 9, 6))


def text_of(embed: object) -> str:
    fields = " ".join(f"{f.name} {f.value}" for f in getattr(embed, "fields", []))
    footer = getattr(getattr(embed, "footer", None), "text", "")
    return f"{embed.title} {embed.description} {fields} {footer}"  # type: ignore[attr-defined]


def test_stats_speak_the_readers_language() -> None:
    rating = ROWS[0]
    french = text_of(stats_embed("Zoé", STATS, {"ilios": (rating, 1)}, words("fr")))
    assert "Zoé — statistiques" in french
    assert "**3** gagnées sur **5** jouées sur ce serveur." in french
    assert "En équipe : **1** gagnées sur **2**." in french
    assert "Classement **24,0** (n° 1)" in french  # 30 − 3 × 2, with the French decimal comma
    english = text_of(stats_embed("Zoé", STATS, {"ilios": (rating, 1)}))
    assert "won of" in english and "won of" not in french


def test_the_leaderboard_speaks_the_servers_language() -> None:
    board = Leaderboard("ilios", "ILIOS", ROWS, rated=3, games=1)
    german = text_of(leaderboard_embed(board, words("de")))
    assert german.startswith("ILIOS — Bestenliste")
    assert "🤖 starker Bot" in german
    assert "1 Partie gewertet (die besten 2 von 3)" in german
    assert "**24,0**" in german  # 30 − 3 × 2, with the German decimal comma
    spanish = text_of(leaderboard_embed(Leaderboard("ilios", "ILIOS", (), 0, 0), words("es")))
    assert "Aún no hay ninguna partida de ILIOS terminada" in spanish
