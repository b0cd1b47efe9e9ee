"""Short explanations of the rules, by topic, in the reader's language: Discord's `/rules` and
the console's `rules` command. They are our own summaries of RULES.md, and each names the rule
ids that hold the full text."""

from kilforth.i18n import Lang, msgid, t

# Each topic's title and text, in the order a new player meets them.
TOPICS: dict[str, tuple[str, str]] = {
    "day": (msgid("rules-day-title"), msgid("rules-day")),
    "ap": (msgid("rules-ap-title"), msgid("rules-ap")),
    "camp": (msgid("rules-camp-title"), msgid("rules-camp")),
    "move": (msgid("rules-move-title"), msgid("rules-move")),
    "search": (msgid("rules-search-title"), msgid("rules-search")),
    "confront": (msgid("rules-confront-title"), msgid("rules-confront")),
    "strangers": (msgid("rules-strangers-title"), msgid("rules-strangers")),
    "tests": (msgid("rules-tests-title"), msgid("rules-tests")),
    "rewards": (msgid("rules-rewards-title"), msgid("rules-rewards")),
    "limit": (msgid("rules-limit-title"), msgid("rules-limit")),
    "discover": (msgid("rules-discover-title"), msgid("rules-discover")),
    "trade": (msgid("rules-trade-title"), msgid("rules-trade")),
    "feat": (msgid("rules-feat-title"), msgid("rules-feat")),
    "engagement": (msgid("rules-engagement-title"), msgid("rules-engagement")),
    "battle": (msgid("rules-battle-title"), msgid("rules-battle")),
    "defeat": (msgid("rules-defeat-title"), msgid("rules-defeat")),
    "hidden": (msgid("rules-hidden-title"), msgid("rules-hidden")),
    "gifts": (msgid("rules-gifts-title"), msgid("rules-gifts")),
    "team": (msgid("rules-team-title"), msgid("rules-team")),
    "night": (msgid("rules-night-title"), msgid("rules-night")),
    "ancients": (msgid("rules-ancients-title"), msgid("rules-ancients")),
    "winning": (msgid("rules-winning-title"), msgid("rules-winning")),
}


def topic_title(lang: Lang, topic: str) -> str:
    return t(lang, TOPICS[topic][0])


def topic_text(lang: Lang, topic: str) -> str:
    return t(lang, TOPICS[topic][1])


def footer(lang: Lang) -> str:
    return t(lang, "rules-footer")


def topics_line(lang: Lang) -> str:
    """The topics there are, for a reader who asked for none or for one that is not there."""
    return t(lang, "rules-topics", topics=" · ".join(topic_title(lang, topic) for topic in TOPICS))
