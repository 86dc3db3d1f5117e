"""manasolve's nouns: mana, costs, cards, abilities, game states, scenarios, and the card-text grammar.

This package never imports :mod:`solver`.
"""
