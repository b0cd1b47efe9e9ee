# Words shared by every renderer.

# The last joint of a list: "A, B or C".
joiner-or = or
joiner-and = and

# A refusal, with the rule it enforces: "You have no AP left (R-ACT-2)".
refusal-rule = { $reason } ({ $rule })

# A label and what it labels: "To Defeat: Pay 1 Gold" (French puts a space before the colon).
labelled = { $label }: { $value }
labelled-block = { $label }:
flavour-quoted = “{ $flavour }”
