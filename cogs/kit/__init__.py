"""Discord plumbing shared by the game cogs (not an extension): buttons, selects, delivery, errors.

Kept apart from ``tabletop`` (which never imports discord) so that the service stays
testable without Discord, and apart from the cogs so that each game cog stays a thin parser.
"""
