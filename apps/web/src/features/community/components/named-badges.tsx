import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface NamedBadge {
  _id: string;
  name: string;
  color?: string | null;
  /** skill, industry and tag badges each keep their own look. */
  kind: 'skill' | 'industry' | 'tag' | 'expertise';
}

const STYLES: Record<NamedBadge['kind'], { variant: 'light' | 'outline' | 'dot'; color: string }> = {
  skill: { variant: 'light', color: 'blue' },
  industry: { variant: 'light', color: 'gray' },
  tag: { variant: 'outline', color: 'teal' },
  expertise: { variant: 'dot', color: 'grape' },
};

/** Badges of names (skills, industries, tags), at most `max` with a "+n" for the rest; nothing when there are none. */
export function NamedBadges({ items, max, testId }: { items: readonly NamedBadge[]; max?: number; testId?: string }) {
  const { t } = useTranslation('community');
  if (items.length === 0) return null;
  const shown = max === undefined ? items : items.slice(0, max);
  const hidden = items.length - shown.length;
  return (
    <Group gap={6} wrap="wrap" data-testid={testId}>
      {shown.map((item) => {
        const style = STYLES[item.kind];
        return (
          <Badge
            key={`${item.kind}:${item._id}`}
            variant={style.variant}
            color={item.color || style.color}
            tt="none"
            dir="auto"
            data-testid={`${item.kind}-badge`}
          >
            {item.name}
          </Badge>
        );
      })}
      {hidden > 0 ? (
        <Badge variant="default" tt="none" data-testid="more-badge">
          {t('list.more', { count: hidden })}
        </Badge>
      ) : null}
    </Group>
  );
}
