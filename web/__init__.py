"""The read-only web view of every table (aiohttp): a page per table, its JSON, its pictures and
a stream of its changes, for anyone holding the table's signed link. Only ``bot.py`` and the
scripts import this package; it reads the tables through ``tabletop.watch``."""
