"""The Discord-free table service and its SQLite store, shared by every cog (no discord import)."""
