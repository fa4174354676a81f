"""Skirmish's pictures, drawn from its views with the shared kit in ``render/core``."""
