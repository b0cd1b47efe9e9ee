# Words shared by every renderer.

# The last joint of a list: "A, B or C".
joiner-or = or
joiner-and = and
