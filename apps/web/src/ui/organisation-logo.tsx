import { Image } from '@mantine/core';

/** An organisation's logo; the organisation's name is its alternative text. */
export function OrganisationLogo({
  src,
  name,
  height,
  testId,
}: {
  src: string;
  name: string;
  height: number;
  testId?: string;
}) {
  return <Image src={src} alt={name} h={height} w="auto" fit="contain" data-testid={testId} />;
}
