"""The rules of every game: pure, deterministic, no I/O (no discord, aiosqlite or PIL)."""
