"""Discord layer: one extension per command group, plus shared plumbing."""
