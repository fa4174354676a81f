"""The words of the slash commands (names, descriptions, options, choices) in every language.

Discord shows each user the commands in their own language from the localisations the bot syncs;
discord.py asks a ``Translator`` for each string with where it stands (a command's name, an
option's description…). That place is the catalogue's context (``msgctxt``), so the same English
word may be translated differently as a name and in a sentence. ``command_strings`` lists every
string to translate, for the catalogue and its tests.
"""

from __future__ import annotations

from collections.abc import Iterator

from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from render.core.language import ENGLISH, language_of, words


def _choices(parameter: app_commands.Parameter) -> Iterator[tuple[str, str]]:
    for choice in parameter.choices:
        yield Where.choice_name.name, choice.name


def command_strings(tree: app_commands.CommandTree) -> list[tuple[str, str]]:
    """(context, English) of every string of the tree's commands, each once, in tree order."""
    found: dict[tuple[str, str], None] = {}

    def walk(item: app_commands.Command | app_commands.Group) -> None:  # type: ignore[type-arg]
        if isinstance(item, app_commands.Group):
            found[(Where.group_name.name, item.name)] = None
            found[(Where.group_description.name, item.description)] = None
            for child in item.commands:
                walk(child)
            return
        found[(Where.command_name.name, item.name)] = None
        found[(Where.command_description.name, item.description)] = None
        for parameter in item.parameters:
            found[(Where.parameter_name.name, parameter.display_name)] = None
            found[(Where.parameter_description.name, parameter.description)] = None
            for pair in _choices(parameter):
                found[pair] = None

    for command in tree.get_commands():
        if isinstance(command, (app_commands.Command, app_commands.Group)):
            walk(command)
    return list(found)


class CommandTranslator(app_commands.Translator):
    """The commands' localisations, from the catalogues: None where a language has none (Discord
    then shows the English)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: object,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = language_of(locale)
        if language == ENGLISH:
            return None
        said = words(language)
        where = context.location.name
        if not said.has(where, string.message):
            return None
        return said.in_context(where, string.message)
