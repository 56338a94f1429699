"""The toolkit: the window and its scene stack, tweens, sound, the node tree, card rendering, and
screens any feature may use (overlay, question, menu base).
"""
