# Mots communs à tous les rendus.

# La dernière jointure d'une liste : « A, B ou C ».
joiner-or = ou
joiner-and = et
