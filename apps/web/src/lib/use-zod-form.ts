import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by a shared zod schema, the product's way: on submit first, then again on every
 * change (`reValidateMode` 'onSubmit' keeps the messages until the next submit instead).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  reValidateMode: UseFormProps['reValidateMode'] = 'onChange',
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver is typed for the schema's own input and output; TypeScript cannot see it through S.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    mode: 'onSubmit',
    reValidateMode,
    defaultValues,
  });
}
