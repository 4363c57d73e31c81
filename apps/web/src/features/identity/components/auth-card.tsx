import { Group, Paper, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { OrganisationLogo } from '../../../ui/organisation-logo.tsx';
import { useOrganisation } from '../../organisation/index.ts';
import { widgetLogo } from '../../public/index.ts';
import { useLoginColours } from './login-widget.ts';

const LOGO_JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** The login widget: the organisation's logo as the login layout says, a title, and the page's form. */
export function AuthCard({
  title,
  description,
  children,
  testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  const organisation = useOrganisation();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const layout = organisation.layoutCustomization.login;
  const colours = useLoginColours();
  const logo = widgetLogo(organisation, layout.widgetLogo.type, dark);
  const position = layout.widgetLogo.position as keyof typeof LOGO_JUSTIFY;
  // Links inside the widget take the organisation's link colour.
  const style = colours
    ? ({ '--mantine-color-anchor': colours.link, color: colours.text } as CSSProperties)
    : undefined;
  return (
    <Paper
      component="section"
      shadow="sm"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      mt={{ base: 'md', sm: '8vh' }}
      w="100%"
      maw={Math.max(layout.content.columnWidth, 360)}
      bg={colours?.widgetBackground}
      style={style}
      data-testid={testId}
    >
      <Stack gap="md">
        {logo ? (
          <Group justify={LOGO_JUSTIFY[position] ?? 'center'}>
            <OrganisationLogo
              src={logo}
              name={organisation.name}
              height={layout.widgetLogo.height}
              testId="auth-logo"
            />
          </Group>
        ) : null}
        <Title order={1} size="h2" ta="center" c={colours?.heading} dir="auto">
          {title}
        </Title>
        {description ? (
          <Text ta="center" c={colours?.text ?? 'dimmed'} dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {description}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
