# Mots communs à tous les rendus.

# La dernière jointure d'une liste : « A, B ou C ».
joiner-or = ou
joiner-and = et

# Un refus, avec la règle qu'il applique : « Vous n'avez plus de PA (R-ACT-2) ».
refusal-rule = { $reason } ({ $rule })
