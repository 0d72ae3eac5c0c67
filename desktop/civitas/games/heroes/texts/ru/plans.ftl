## Age of Heroes: a hinted move and its follow-ups as one sentence (plan_texts.py)

plan-war = Напасть на игрока { $target_seat }
plan-goal = { " " }(цель: { $goal })
plan-armies = { " " }и послать в бой армий: { $n }
plan-armies_general = { " " }и послать в бой армий: { $n }, одну — с генералом
plan-hero_army = , а с ними героя как ещё одну армию
plan-hero_army_alone = { " " }и послать в бой героя как армию
plan-hero_general = , а герой возглавит одну из них
plan-and = { " " }и{ " " }
