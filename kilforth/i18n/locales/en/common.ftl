# Words shared by every renderer.

# The last joint of a list: "A, B or C".
joiner-or = or
joiner-and = and

# A refusal, with the rule it enforces: "You have no AP left (R-ACT-2)".
refusal-rule = { $reason } ({ $rule })
