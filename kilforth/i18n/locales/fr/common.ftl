# Mots communs à tous les rendus.

# La dernière jointure d'une liste : « A, B ou C ».
joiner-or = ou
joiner-and = et

# Un refus, avec la règle qu'il applique : « Vous n'avez plus de PA (R-ACT-2) ».
refusal-rule = { $reason } ({ $rule })

# Une étiquette et ce qu'elle désigne : « Pour vaincre : Payez 1 Or ».
labelled = { $label } : { $value }
labelled-block = { $label } :
flavour-quoted = « { $flavour } »
