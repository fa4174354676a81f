"""Discord's documented payload limits, checked on everything the bot sends in the tests.

Why: simcord accepts payloads real Discord answers 400 to (a 3,000-character reply, a 120-
character menu label), so a test could pass while the real bot fails. ``conftest.py`` wraps
simcord's router so that every REST call of every bot test goes through ``request_problems``
(with the sizes of its files); a broken limit fails the test, naming the call and the limit.

Each ``*_problems`` function takes one kind of payload and a ``where`` (which call, which part)
and returns the limits it breaks, in words; an empty list means Discord would accept it. The
numbers are Discord's (https://discord.com/developers/docs), written here in the tests' own
terms so that the checker does not trust the bot's constants.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

MiB = 1024 * 1024

BUTTON, ACTION_ROW, STRING_SELECT, TEXT_INPUT = 2, 1, 3, 4
SELECTS = {3, 5, 6, 7, 8}  # string, user, role, mentionable, channel selects
MESSAGE_REPLY, UPDATE_MESSAGE, AUTOCOMPLETE, MODAL = 4, 7, 8, 9

COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")
SUBCOMMAND, GROUP, STRING = 1, 2, 3


def _too_long(where: str, what: str, text: object, limit: int, *, least: int = 0) -> list[str]:
    if text is None and least == 0:
        return []
    size = len(str(text)) if text is not None else 0
    if least <= size <= limit:
        return []
    bound = f"{least} to {limit}" if least else f"at most {limit}"
    return [f"{where}: {what} is {size} characters ({bound} allowed): {str(text)[:60]!r}…"]


def _too_many(where: str, what: str, items: Sequence[Any], limit: int, least: int = 0) -> list[str]:
    if least <= len(items) <= limit:
        return []
    bound = f"{least} to {limit}" if least else f"at most {limit}"
    return [f"{where}: {len(items)} {what} ({bound} allowed)"]


# --- messages ----------------------------------------------------------------------------------
def content_problems(content: str | None, where: str) -> list[str]:
    return _too_long(where, "content", content, 2000)


def embed_problems(embeds: Sequence[Mapping[str, Any]], where: str) -> list[str]:
    """At most 10 embeds; title 256, description 4,096, 25 fields of name 256 and value 1,024
    (neither empty), footer 2,048, author 256; 6,000 characters over all the embeds."""
    out = _too_many(where, "embeds", embeds, 10)
    total = 0
    for n, embed in enumerate(embeds):
        at = f"{where} embed {n + 1}"
        footer = (embed.get("footer") or {}).get("text")
        author = (embed.get("author") or {}).get("name")
        out += _too_long(at, "title", embed.get("title"), 256)
        out += _too_long(at, "description", embed.get("description"), 4096)
        out += _too_long(at, "footer", footer, 2048)
        out += _too_long(at, "author name", author, 256)
        fields = list(embed.get("fields") or ())
        out += _too_many(at, "fields", fields, 25)
        for k, f in enumerate(fields):
            out += _too_long(f"{at} field {k + 1}", "name", f.get("name"), 256, least=1)
            out += _too_long(f"{at} field {k + 1}", "value", f.get("value"), 1024, least=1)
        texts = [embed.get("title"), embed.get("description"), footer, author]
        texts += [t for f in fields for t in (f.get("name"), f.get("value"))]
        total += sum(len(str(t)) for t in texts if t)
    if total > 6000:
        out.append(f"{where}: the embeds hold {total} characters (at most 6000 allowed)")
    return out


def component_problems(rows: Sequence[Mapping[str, Any]], where: str) -> list[str]:
    """At most 5 rows of at most 5 buttons, or one select alone; labels 80, placeholders 150,
    custom ids 1–100 and unique in the message; select options 1–25 of at most 100 each."""
    out = _too_many(where, "action rows", rows, 5)
    seen: set[str] = set()
    for r, row in enumerate(rows):
        at = f"{where} row {r + 1}"
        if row.get("type") != ACTION_ROW:
            out.append(f"{at}: a top-level component must be an action row")
            continue
        items = list(row.get("components") or ())
        out += _too_many(at, "components", items, 5, least=1)
        if any(c.get("type") in SELECTS for c in items) and len(items) > 1:
            out.append(f"{at}: a select menu must be alone in its row")
        for c in items:
            out += _item_problems(c, f"{at} {_kind(c)}", seen)
    return out


def _kind(component: Mapping[str, Any]) -> str:
    kind = component.get("type")
    return "button" if kind == BUTTON else "select" if kind in SELECTS else f"type {kind}"


def _item_problems(c: Mapping[str, Any], at: str, seen: set[str]) -> list[str]:
    out: list[str] = []
    custom_id = c.get("custom_id")
    if custom_id is not None or c.get("type") in SELECTS or not c.get("url"):
        out += _too_long(at, "custom id", custom_id, 100, least=1)
        if custom_id in seen:
            out.append(f"{at}: custom id {custom_id!r} is used twice in one message")
        seen.add(str(custom_id))
    if c.get("type") == BUTTON:
        out += _too_long(at, "label", c.get("label"), 80)
    if c.get("type") in SELECTS:
        out += _too_long(at, "placeholder", c.get("placeholder"), 150)
        for key in ("min_values", "max_values"):
            if not 0 <= int(c.get(key, 1)) <= 25:
                out.append(f"{at}: {key} {c.get(key)} (0 to 25 allowed)")
    if c.get("type") == STRING_SELECT:
        options = list(c.get("options") or ())
        out += _too_many(at, "options", options, 25, least=1)
        for n, o in enumerate(options):
            here = f"{at} option {n + 1}"
            out += _too_long(here, "label", o.get("label"), 100, least=1)
            out += _too_long(here, "value", o.get("value"), 100, least=1)
            out += _too_long(here, "description", o.get("description"), 100)
    return out


def attachment_problems(sizes: Sequence[int], where: str) -> list[str]:
    """At most 10 files, each at most 10 MiB."""
    out = _too_many(where, "attachments", sizes, 10)
    for n, size in enumerate(sizes):
        if size > 10 * MiB:
            out.append(f"{where} attachment {n + 1}: {size} bytes (at most 10 MiB allowed)")
    return out


def message_problems(message: Mapping[str, Any], where: str) -> list[str]:
    """A message as sent or edited: content, embeds, components, attachments' list and their
    descriptions (alt text, at most 1,024)."""
    out = content_problems(message.get("content"), where)
    out += embed_problems(list(message.get("embeds") or ()), where)
    out += component_problems(list(message.get("components") or ()), where)
    attachments = list(message.get("attachments") or ())
    out += _too_many(where, "attachments", attachments, 10)
    for n, attachment in enumerate(attachments):
        if isinstance(attachment, Mapping):
            at = f"{where} attachment {n + 1}"
            out += _too_long(at, "description", attachment.get("description"), 1024)
    return out


# --- interactions --------------------------------------------------------------------------------
def choice_problems(choices: Sequence[Mapping[str, Any]], where: str) -> list[str]:
    """An autocomplete answer: at most 25 choices, name 1–100, a text value at most 100."""
    out = _too_many(where, "autocomplete choices", choices, 25)
    for n, choice in enumerate(choices):
        out += _too_long(f"{where} choice {n + 1}", "name", choice.get("name"), 100, least=1)
        value = choice.get("value")
        if isinstance(value, str):
            out += _too_long(f"{where} choice {n + 1}", "value", value, 100)
    return out


def modal_problems(modal: Mapping[str, Any], where: str) -> list[str]:
    """A modal: title 1–45, custom id 1–100, 1–5 rows of one text input each (label 1–45,
    placeholder 100, value and lengths at most 4,000)."""
    out = _too_long(where, "modal title", modal.get("title"), 45, least=1)
    out += _too_long(where, "modal custom id", modal.get("custom_id"), 100, least=1)
    rows = list(modal.get("components") or ())
    out += _too_many(where, "modal rows", rows, 5, least=1)
    for r, row in enumerate(rows):
        for c in row.get("components") or ():
            at = f"{where} row {r + 1} text input"
            out += _too_long(at, "custom id", c.get("custom_id"), 100, least=1)
            out += _too_long(at, "label", c.get("label"), 45, least=1)
            out += _too_long(at, "placeholder", c.get("placeholder"), 100)
            out += _too_long(at, "value", c.get("value"), 4000)
            for key in ("min_length", "max_length"):
                if key in c and not 0 <= int(c[key]) <= 4000:
                    out.append(f"{at}: {key} {c[key]} (0 to 4000 allowed)")
    return out


def callback_problems(body: Mapping[str, Any], where: str) -> list[str]:
    """An interaction's answer: a message, an update of one, autocomplete results or a modal."""
    data = body.get("data") or {}
    kind = body.get("type")
    if kind in (MESSAGE_REPLY, UPDATE_MESSAGE):
        return message_problems(data, where)
    if kind == AUTOCOMPLETE:
        return choice_problems(list(data.get("choices") or ()), where)
    if kind == MODAL:
        return modal_problems(data, where)
    return []


# --- command definitions ------------------------------------------------------------------------
def command_problems(command: Mapping[str, Any], where: str = "command") -> list[str]:
    """A slash command: names 1–32 lower case, descriptions 1–100, at most 25 options (and
    choices), required before optional, string lengths within 0–6,000, and at most 4,000
    characters of names, descriptions and choices in all."""
    at = f"{where} /{command.get('name')}"
    out = _names(command, at, top=True)
    for locale in (None, *sorted(_locales(command))):
        total = _characters(command, locale)
        if total > 4000:
            out.append(
                f"{at} ({locale or 'default'}): {total} characters of names, descriptions and "
                "choices (at most 4000)"
            )
    return out


def _locales(item: Mapping[str, Any]) -> set[str]:
    """Every locale a command or any of its parts is localised in."""
    found = set(item.get("name_localizations") or {}) | set(
        item.get("description_localizations") or {}
    )
    for choice in item.get("choices") or ():
        found |= set(choice.get("name_localizations") or {})
    for option in item.get("options") or ():
        found |= _locales(option)
    return found


def _localised(item: Mapping[str, Any], key: str, locale: str | None) -> str:
    if locale is not None:
        return str((item.get(f"{key}_localizations") or {}).get(locale) or item.get(key, ""))
    return str(item.get(key, ""))


def _localisation_problems(item: Mapping[str, Any], at: str, *, top: bool) -> list[str]:
    """Discord refuses the whole sync for one bad localisation: each name as a name, each
    description 1–100, each choice's name 1–100; and no two options of one command share a
    name in any language."""
    out = []
    for locale, name in (item.get("name_localizations") or {}).items():
        if not (COMMAND_NAME.match(str(name)) and name == str(name).lower()):
            out.append(f"{at}: bad {locale} name {name!r}")
    if not top or item.get("type", 1) == 1:
        for locale, text in (item.get("description_localizations") or {}).items():
            out += _too_long(at, f"{locale} description", text, 100, least=1)
    for n, choice in enumerate(item.get("choices") or ()):
        for locale, name in (choice.get("name_localizations") or {}).items():
            out += _too_long(f"{at} choice {n + 1}", f"{locale} name", name, 100, least=1)
    options = list(item.get("options") or ())
    for locale in (None, *sorted(_locales(item))):
        names = [_localised(o, "name", locale) for o in options]
        if len(set(names)) != len(names):
            out.append(f"{at}: two options share a name in {locale or 'the default'}: {names}")
    return out


def _names(item: Mapping[str, Any], at: str, *, top: bool = False) -> list[str]:
    name = str(item.get("name", ""))
    out = [] if COMMAND_NAME.match(name) and name == name.lower() else [f"{at}: bad name {name!r}"]
    if not top or item.get("type", 1) == 1:  # context-menu commands have no description
        out += _too_long(at, "description", item.get("description"), 100, least=1)
    out += _localisation_problems(item, at, top=top)
    options = list(item.get("options") or ())
    out += _too_many(at, "options", options, 25)
    choices = list(item.get("choices") or ())
    out += _too_many(at, "choices", choices, 25)
    for n, choice in enumerate(choices):
        out += _too_long(f"{at} choice {n + 1}", "name", choice.get("name"), 100, least=1)
        if isinstance(choice.get("value"), str):
            out += _too_long(f"{at} choice {n + 1}", "value", choice.get("value"), 100)
    for key in ("min_length", "max_length"):
        if key in item and not 0 <= int(item[key]) <= 6000:
            out.append(f"{at}: {key} {item[key]} (0 to 6000 allowed)")
    required = [bool(o.get("required")) for o in options if o.get("type") not in (1, 2)]
    if required != sorted(required, reverse=True):
        out.append(f"{at}: a required option comes after an optional one")
    for option in options:
        out += _names(option, f"{at} {option.get('name')}")
    return out


def _characters(item: Mapping[str, Any], locale: str | None = None) -> int:
    """Names, descriptions and choices of a command in all, as one locale sees them."""
    own = len(_localised(item, "name", locale)) + len(_localised(item, "description", locale))
    own += sum(
        len(_localised(c, "name", locale)) + len(str(c.get("value", "")))
        for c in item.get("choices") or ()
    )
    return own + sum(_characters(o, locale) for o in item.get("options") or ())


# --- one REST call ------------------------------------------------------------------------------
MESSAGE_PATHS = re.compile(
    r"^/(channels/\d+/messages(/\d+)?|webhooks/\d+/[^/]+(/messages/(@original|\d+))?)$"
)


# A line the games said (``engine.core.said``) still in its stored form: its reader would see
# its code instead of words. Every payload is searched for the mark that starts one.
SAID_MARK = "\x1f"


def unspoken_problems(body: Any, where: str) -> list[str]:
    """A said line sent as it is stored instead of in words."""
    text = repr(body)
    at = text.find("\\x1f")
    start = max(0, at - 120)
    return [f"{where}: a said line was sent unspoken: {text[start : at + 80]}…"] if at >= 0 else []


def request_problems(method: str, path: str, body: Any, sizes: Sequence[int] = ()) -> list[str]:
    """Every limit one REST call of the bot breaks (its JSON body, and its files' sizes), and
    any line it sends in its stored form instead of in words."""
    where = f"{method} {path}"
    out = attachment_problems(sizes, where) + unspoken_problems(body, where)
    if path.endswith("/commands") and isinstance(body, list):
        return out + [p for command in body for p in command_problems(command, where)]
    if not isinstance(body, Mapping) or method not in ("POST", "PATCH", "PUT"):
        return out
    if path.endswith("/callback"):
        return out + callback_problems(body, where)
    if "/commands" in path:
        return out + command_problems(body, where)
    if MESSAGE_PATHS.match(path):
        return out + message_problems(body, where)
    if path.endswith("/threads"):
        out += _too_long(where, "thread name", body.get("name"), 100, least=1)
        return out + message_problems(body.get("message") or {}, where)
    return out


def report(problems: Iterable[str]) -> str:
    """The broken limits as one failure message (the first 20 of them)."""
    found = list(dict.fromkeys(problems))
    shown = "\n  ".join(found[:20])
    more = f"\n  … and {len(found) - 20} more" if len(found) > 20 else ""
    return f"the bot sent {len(found)} payload(s) real Discord would reject:\n  {shown}{more}"
