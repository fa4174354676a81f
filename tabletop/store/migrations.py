"""Numbered schema migrations, tracked by ``PRAGMA user_version``.

Each migration is a tuple of statements run in one transaction together with the version bump,
so a crash mid-migration leaves the previous version intact. Never edit a shipped migration:
append a new one, because databases in the field already ran the old ones.
"""

from __future__ import annotations

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: the initial schema.
    (
        """
        CREATE TABLE games (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            channel_id INTEGER NOT NULL,
            guild_id   INTEGER,
            game_key   TEXT    NOT NULL,
            options    TEXT    NOT NULL DEFAULT '{}',
            status     TEXT    NOT NULL
                       CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
            host_id    INTEGER NOT NULL,
            seed       INTEGER NOT NULL,
            version    INTEGER NOT NULL DEFAULT 0,
            snapshot   TEXT,
            created    TEXT    NOT NULL,
            updated    TEXT    NOT NULL
        )
        """,
        # One live game per channel or thread; finished and abandoned games do not count.
        """
        CREATE UNIQUE INDEX games_one_live_per_channel
            ON games (channel_id) WHERE status IN ('lobby', 'playing')
        """,
        "CREATE INDEX games_by_channel ON games (channel_id, id)",
        "CREATE INDEX games_by_status ON games (status)",
        """
        CREATE TABLE seats (
            game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat      INTEGER NOT NULL CHECK (seat >= 0),
            user_id   INTEGER,
            name      TEXT    NOT NULL,
            bot_level TEXT,
            PRIMARY KEY (game_id, seat),
            CHECK ((user_id IS NULL) <> (bot_level IS NULL))
        ) WITHOUT ROWID
        """,
        """
        CREATE UNIQUE INDEX seats_one_per_user
            ON seats (game_id, user_id) WHERE user_id IS NOT NULL
        """,
        "CREATE INDEX seats_by_user ON seats (user_id)",
        """
        CREATE TABLE actions (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seq     INTEGER NOT NULL CHECK (seq >= 1),
            seat    INTEGER NOT NULL,
            code    TEXT    NOT NULL,
            created TEXT    NOT NULL,
            PRIMARY KEY (game_id, seq)
        ) WITHOUT ROWID
        """,
        # Append-only: the action log is the game's history, replayed to check the snapshot.
        """
        CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
        BEGIN SELECT RAISE(ABORT, 'actions are append-only'); END
        """,
        """
        CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
        WHEN (SELECT count(*) FROM games WHERE id = OLD.game_id) > 0
        BEGIN SELECT RAISE(ABORT, 'actions are append-only'); END
        """,
        # seq is the action's seq (0: lobby and start lines); audience NULL is public.
        """
        CREATE TABLE events (
            game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seq      INTEGER NOT NULL,
            idx      INTEGER NOT NULL,
            audience INTEGER,
            text     TEXT    NOT NULL,
            PRIMARY KEY (game_id, seq, idx)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE messages (
            game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            channel_id INTEGER NOT NULL,
            kind       TEXT    NOT NULL CHECK (kind IN ('table', 'lobby', 'hand')),
            user_id    INTEGER NOT NULL DEFAULT 0,
            message_id INTEGER NOT NULL,
            updated    TEXT    NOT NULL,
            PRIMARY KEY (game_id, kind, user_id)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE results (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat    INTEGER NOT NULL,
            user_id INTEGER,
            score   INTEGER NOT NULL,
            winner  INTEGER NOT NULL CHECK (winner IN (0, 1)),
            PRIMARY KEY (game_id, seat)
        ) WITHOUT ROWID
        """,
        "CREATE INDEX results_by_user ON results (user_id) WHERE user_id IS NOT NULL",
    ),
    # 2: events name their readers as a bitmask of seats (a team, the two sides of a trade), an
    # outbox of what must still be announced, and whether a bot is due (for start-up).
    (
        "ALTER TABLE events RENAME COLUMN audience TO readers",
        "UPDATE events SET readers = 1 << readers WHERE readers IS NOT NULL",
        # One row per table ("table": target 0) and per human's hand (target: user id): the
        # newest version to announce supersedes an older unsent one; ``since`` is the version of
        # the last announcement, so the lines since then can be gathered; ``post`` says a new
        # table image is worth posting (game.worth_posting over those versions).
        """
        CREATE TABLE outbox (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            target  INTEGER NOT NULL,
            since   INTEGER NOT NULL,
            version INTEGER NOT NULL,
            post    INTEGER NOT NULL DEFAULT 1 CHECK (post IN (0, 1)),
            PRIMARY KEY (game_id, target)
        ) WITHOUT ROWID
        """,
        "ALTER TABLE games ADD COLUMN bots_due INTEGER NOT NULL DEFAULT 0",
        # Unknown for games saved before: resume looks once at each one that has a bot.
        """
        UPDATE games SET bots_due = 1 WHERE status = 'playing'
            AND EXISTS (SELECT 1 FROM seats WHERE game_id = games.id AND bot_level IS NOT NULL)
        """,
        "CREATE INDEX games_bots_due ON games (bots_due) WHERE bots_due = 1",
    ),
    # 3: teams. A lobby seat's team is the player's choice (NULL: none); once the game starts,
    # the seat's team (NULL: no teams). A result's team lets stats count games played as a team.
    (
        "ALTER TABLE seats ADD COLUMN team INTEGER CHECK (team IS NULL OR team >= 0)",
        "ALTER TABLE results ADD COLUMN team INTEGER CHECK (team IS NULL OR team >= 0)",
    ),
    # --- ratings ---
    # 4: the order games finished in, so ratings are recomputed from results in that order. A
    # trigger numbers each game as its results are stored; games finished before are numbered
    # by their last update.
    (
        """
        CREATE TABLE finishes (
            n       INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE
        )
        """,
        """
        INSERT INTO finishes (game_id) SELECT id FROM games
            WHERE id IN (SELECT game_id FROM results) ORDER BY updated, id
        """,
        """
        CREATE TRIGGER results_number_finish AFTER INSERT ON results
        BEGIN INSERT OR IGNORE INTO finishes (game_id) VALUES (NEW.game_id); END
        """,
    ),
    # --- end ratings ---
    # --- helpdesk ---
    # 5: who was sent a game's how-to-play (once per user and game); who watches a channel
    # (a DM when its game ends); which ended games have told their watchers (once per game).
    (
        """
        CREATE TABLE taught (
            user_id  INTEGER NOT NULL,
            game_key TEXT    NOT NULL,
            PRIMARY KEY (user_id, game_key)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE watchers (
            channel_id INTEGER NOT NULL,
            user_id    INTEGER NOT NULL,
            PRIMARY KEY (channel_id, user_id)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE watch_told (
            game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE
        )
        """,
    ),
    # --- takeover ---
    # 6: a seat handed to a bot with /game away remembers its human, who may take it back.
    ("ALTER TABLE seats ADD COLUMN away_user_id INTEGER",),
    # --- clocks ---
    # 7: each live table's clock: its pace (seconds per decision), the version it times, when
    # to remind and when time runs out (epoch seconds), whether the reminder went; a lobby's
    # closing time. Users who want a DM when reminded.
    (
        """
        CREATE TABLE clocks (
            game_id   INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
            pace      INTEGER NOT NULL CHECK (pace > 0),
            version   INTEGER,
            remind_at REAL,
            deadline  REAL,
            reminded  INTEGER NOT NULL DEFAULT 0 CHECK (reminded IN (0, 1)),
            lobby_end REAL
        )
        """,
        """
        CREATE TABLE clock_dms (
            user_id INTEGER PRIMARY KEY
        )
        """,
    ),
    # --- timeout ---
    # 8: what happens when a table's time runs out (bot, skip or vote); an open vote to remove
    # a late player (the seat and version it is about) and its ballots.
    (
        "ALTER TABLE clocks ADD COLUMN on_timeout TEXT NOT NULL DEFAULT 'bot'",
        """
        CREATE TABLE timeout_votes (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            version INTEGER NOT NULL,
            seat    INTEGER NOT NULL,
            voter   INTEGER NOT NULL,
            PRIMARY KEY (game_id, version, seat, voter)
        ) WITHOUT ROWID
        """,
    ),
    # 9: players whose DMs refused the bot in a game: not DMed again in it until they ask, since
    # every refused request counts toward Discord's limit on invalid requests; whether they were
    # told how to open them (once per game).
    (
        """
        CREATE TABLE dms_closed (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            told    INTEGER NOT NULL DEFAULT 0 CHECK (told IN (0, 1)),
            PRIMARY KEY (game_id, user_id)
        ) WITHOUT ROWID
        """,
    ),
    # 10: one notification per decision and one live table per turn. ``outbox.notify``: on the
    # table's row, the seats (bitmask) whose decision started since ``since`` and who have not
    # acted since (they are to be notified). ``messages.acting``: on a table message, the seats
    # (bitmask) it asked to act, so that the next table of the same decision edits it.
    (
        "ALTER TABLE outbox ADD COLUMN notify INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE messages ADD COLUMN acting INTEGER",
    ),
    # 11: several processes on one database. An outbox row is claimed by the process that
    # posts it (``claimed_by``) until ``claimed_until`` (epoch seconds), so two processes
    # resuming at once never post one announcement twice; a lease on a table's job (the clock)
    # does the same for the clock loop. A crashed process's claims run out, then another takes
    # over; a restarted process of the same name takes its own back at once.
    (
        "ALTER TABLE outbox ADD COLUMN claimed_by TEXT",
        "ALTER TABLE outbox ADD COLUMN claimed_until REAL",
        """
        CREATE TABLE leases (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            job     TEXT    NOT NULL,
            owner   TEXT    NOT NULL,
            until   REAL    NOT NULL,
            PRIMARY KEY (game_id, job)
        ) WITHOUT ROWID
        """,
    ),
    # 12: the tables that allow hints (``/game hint``); their games are not rated.
    (
        """
        CREATE TABLE hinted (
            game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE
        )
        """,
    ),
    # 13: every live process sweeps the outbox for claims that ran out (a crashed process's),
    # so the sweep finds them by ``claimed_until`` through an index, not by reading every row.
    # Rows from before 11 carry no claim: ran out long ago.
    (
        "UPDATE outbox SET claimed_until = 0 WHERE claimed_until IS NULL",
        "CREATE INDEX outbox_claimed_until ON outbox (claimed_until)",
    ),
    # 14: the language each user and each server reads: the Discord locale last seen for them
    # (``seen``) and the one chosen with /game language (``chosen``, None: follow Discord's).
    (
        """
        CREATE TABLE languages (
            scope  TEXT    NOT NULL CHECK (scope IN ('user', 'guild')),
            id     INTEGER NOT NULL,
            seen   TEXT,
            chosen TEXT,
            PRIMARY KEY (scope, id)
        ) WITHOUT ROWID
        """,
    ),
    # 15: the web view learns of a table's change. PostgreSQL NOTIFYs on commit (a trigger,
    # see its form); on SQLite the web view polls the versions, so nothing changes here.
    (),
)

LATEST = len(MIGRATIONS)
