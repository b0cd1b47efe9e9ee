"""English words left in a text meant to be French: the check behind the "no English text"
tests of whole games played in French (issue 19).

The list holds words our English output uses that are not French words. Words both
languages share ("a", "on", "or", "plus", "camp", "saga", "finale", "influence", "question",
"options", "place", "points", "total", "message") are left out, or a French text would fail
for being French. Card names come from the pack's French words and hero names from the test,
so neither can bring an English word in by accident."""

import re

ENGLISH = frozenset(["the", "and", "you", "your", "yours", "is", "are", "was", "were", "be", "been", "being", "to", "of", "with", "for", "has", "have", "had", "not", "no", "yes", "this", "that", "these", "those", "there", "here", "what", "who", "whom", "whose", "when", "where", "which", "why", "how", "will", "would", "can", "cannot", "could", "must", "may", "might", "shall", "should", "it", "its", "they", "their", "them", "he", "she", "his", "her", "we", "our", "us", "by", "from", "at", "in", "into", "onto", "out", "off", "over", "under", "up", "down", "if", "then", "than", "only", "all", "every", "each", "one", "two", "three", "first", "next", "last", "now", "still", "yet", "again", "more", "less", "most", "much", "many", "some", "any", "none", "nothing", "after", "before", "until", "while", "during", "because", "so", "but", "also", "just", "do", "does", "did", "done", "make", "makes", "made", "take", "takes", "took", "give", "gives", "gave", "get", "gets", "got", "go", "goes", "went", "see", "sees", "show", "shows", "shown", "use", "used", "uses", "play", "plays", "played", "player", "players", "moderator", "moderators", "channel", "thread", "command", "commands", "answer", "answered", "answers", "choose", "chose", "chosen", "choice", "choices", "waiting", "wait", "hand", "card", "cards", "deck", "discard", "discards", "draw", "draws", "drew", "defeat", "defeats", "defeated", "hide", "hides", "hidden", "team", "trade", "feat", "gift", "gifts", "loot", "asset", "assets", "health", "attack", "battle", "battles", "round", "rounds", "success", "successes", "failure", "failed", "fled", "flee", "flees", "evade", "evaded", "evasion", "engaged", "engage", "reminder", "snooze", "hours", "hour", "minutes", "days", "tomorrow", "today", "clock", "timeout", "skip", "skipped", "computer", "autopilot", "companion", "companions", "level", "seat", "seats", "language", "english", "french", "thanks", "please", "sorry", "error", "wrong", "turn", "turns", "day", "night", "dawn", "gold", "hero", "heroes", "roll", "rolls", "rolled", "dice", "die", "fight", "study", "sneak", "persuade", "map", "region", "regions", "encounter", "encounters", "enemy", "enemies", "reward", "rewards", "rumour", "rumours", "ancient", "ancients", "chapter", "chapters", "gloom", "city", "lost", "won", "win", "wins", "winner", "game", "games", "move", "moves", "moved", "search", "searched", "confront", "confronted", "quest", "quests", "stranger", "strangers", "victory", "fate", "ap", "hp", "new", "join", "joined", "start", "started", "status", "help", "rules", "back", "away", "begins", "breaks", "goes", "makes", "keeps", "kept", "gains", "gained", "loses", "lose", "heals", "healed", "paid", "buys", "bought", "sells", "sold", "spends", "spent", "rest", "left", "right", "open", "opened", "closed", "close", "over", "ended", "ends", "end", "your", "nobody", "someone", "everyone", "anyone", "yourself", "himself"])

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
# What is the same in every language: rule ids (R-ENG-FLEE-1), file names (RULES.md), and
# Discord's markup for mentions, channels, times and emoji (<@123>, <t:1700000000:R>).
_UNTRANSLATED = re.compile(r"\bR-[A-Z0-9.-]+|\b[\w-]+\.(?:md|png|json|txt)\b|<[^<>\s]+>")


def english_words(text: str, allow: frozenset[str] = frozenset()) -> set[str]:
    """The English words of `text` (lower-cased), except those in `allow` (a hero's name that
    happens to be an English word, say)."""
    return {w for word in _WORD.findall(_UNTRANSLATED.sub(" ", text))
            if (w := word.lower()) in ENGLISH and w not in allow}
