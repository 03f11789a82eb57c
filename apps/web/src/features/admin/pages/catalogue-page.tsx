import { TRIBE_PLATFORMS, type TAdminCatalogue, type TAdminTribe, type TTribePlatform } from '@tribe/contracts';
import { ArrowDown, ArrowUp, ChevronDown, EyeOff, Pencil, Plus } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/form/fields';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAdminCatalogue, useCatalogueEdit, type TCatalogueEdit } from '../api/admin-catalogue';
import { LoadError, LoadingRows, PageHeading, Panel } from '@/components/page/page-states';
import { CATALOGUE_TEXT as C, platformName } from '../texts-catalogue';
import { ADMIN_TEXT as T } from '../texts';

type TCategory = TAdminCatalogue['categories'][number];
type TEntry = Pick<TCategory, 'id' | 'name' | 'nameSw' | 'slug' | 'events' | 'hidden'>;

const errorText = (err: unknown) => (err instanceof ApiError && err.serverMessage ? err.serverMessage : C.failed);

/** Sends one edit and says how it went; true when it worked. */
function useRun() {
  const edit = useCatalogueEdit();
  const run = async (e: TCatalogueEdit, success: string): Promise<boolean> => {
    try {
      await edit.mutateAsync(e);
      toast({ title: success });
      return true;
    } catch (err) {
      toast({ title: errorText(err), variant: 'destructive' });
      return false;
    }
  };
  return { run, busy: edit.isPending };
}

/** /admin/catalogue (docs/admin.md "Catalogue"): categories and types, and the home page's tribes. */
export function AdminCataloguePage() {
  const catalogue = useAdminCatalogue();
  return (
    <>
      <PageHeading title={T.pages.catalogue} />
      <p className="-mt-3 mb-6 max-w-3xl text-stone-600 sm:-mt-5">{C.intro}</p>
      {catalogue.isPending ? (
        <LoadingRows />
      ) : catalogue.isError ? (
        <LoadError onRetry={() => void catalogue.refetch()} />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <CategoriesPanel categories={catalogue.data.categories} />
          <TribesPanel tribes={catalogue.data.tribes} />
        </div>
      )}
    </>
  );
}

/** A Kiswahili name is optional; one given has at least 2 characters, like the English one. */
const tooShort = (name: string) => name.length > 0 && name.length < 2;

/**
 * One line that asks for a name and, beside it, the optional Kiswahili one (shown to people who
 * chose Kiswahili; without it they see the English): adding, or renaming in place.
 */
function NameForm({
  label,
  swLabel,
  initial = '',
  initialSw = '',
  submit,
  onCancel,
  onSave,
}: {
  label: string;
  swLabel: string;
  initial?: string;
  initialSw?: string;
  submit: string;
  onCancel?: () => void;
  onSave: (name: string, nameSw: string | null) => Promise<boolean>;
}) {
  const [name, setName] = useState(initial);
  const [nameSw, setNameSw] = useState(initialSw);
  const [errors, setErrors] = useState<{ name?: string; nameSw?: string }>({});
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const [en, sw] = [name.trim(), nameSw.trim()];
    const found = {
      ...(en.length < 2 ? { name: C.nameShort } : {}),
      ...(tooShort(sw) ? { nameSw: C.nameShort } : {}),
    };
    setErrors(found);
    if (found.name || found.nameSw) return;
    if ((await onSave(en, sw || null)) && !onCancel) {
      setName('');
      setNameSw('');
    }
  };
  const input = (
    value: string,
    set: (v: string) => void,
    error: string | undefined,
    props: { 'aria-label': string; placeholder: string; lang?: string },
  ) => (
    <div className="min-w-48 flex-1">
      <input
        {...props}
        value={value}
        maxLength={60}
        onChange={(e) => set(e.target.value)}
        aria-invalid={error ? true : undefined}
        className={cn(inputClass, 'h-10', error ? 'border-red-600' : 'border-stone-300')}
      />
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-wrap items-start gap-2">
      {input(name, setName, errors.name, { 'aria-label': label, placeholder: label })}
      {input(nameSw, setNameSw, errors.nameSw, { 'aria-label': swLabel, placeholder: C.swPlaceholder, lang: 'sw' })}
      <Button type="submit" size="sm" className="h-10">
        {onCancel ? null : <Plus aria-hidden="true" className="size-4" />}
        {submit}
      </Button>
      {onCancel && (
        <Button type="button" size="sm" variant="ghost" className="h-10" onClick={onCancel}>
          {C.cancel}
        </Button>
      )}
    </form>
  );
}

/** The Kiswahili name under the English one, or a note that there is none yet. */
function KiswahiliName({ name }: { name: string | null }) {
  return name ? (
    <span className="text-sm text-stone-600">{C.inKiswahili(name)}</span>
  ) : (
    <span className="text-sm text-stone-500 italic">{C.noKiswahili}</span>
  );
}

function Badge({ children, tone }: { children: ReactNode; tone: 'stone' | 'amber' }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone === 'amber' ? 'bg-amber-100 text-amber-900' : 'bg-stone-100 text-stone-700',
      )}
    >
      {children}
    </span>
  );
}

/** A category or a type: its name and use, renamed in place, hidden or shown. */
function EntryRow({ entry, kind, strong }: { entry: TEntry; kind: 'category' | 'subcategory'; strong?: boolean }) {
  const { run } = useRun();
  const [renaming, setRenaming] = useState(false);
  const update = (change: { name?: string; nameSw?: string | null; hidden?: boolean }) =>
    ({ kind: `${kind}.update`, id: entry.id, change }) as TCatalogueEdit;
  if (renaming)
    return (
      <NameForm
        label={C.renameLabel(entry.name)}
        swLabel={C.renameSwLabel(entry.name)}
        initial={entry.name}
        initialSw={entry.nameSw ?? ''}
        submit={C.save}
        onCancel={() => setRenaming(false)}
        onSave={async (name, nameSw) => {
          const ok = await run(update({ name, nameSw }), C.saved);
          if (ok) setRenaming(false);
          return ok;
        }}
      />
    );
  return (
    <div data-testid={`catalogue-${kind}`} className="flex items-center justify-between gap-2">
      <div className={cn('flex min-w-0 flex-1 flex-wrap items-center gap-2', entry.hidden && 'text-stone-500')}>
        <span
          className={cn(strong ? 'font-semibold text-stone-900' : 'text-stone-800', entry.hidden && 'line-through')}
        >
          {entry.name}
        </span>
        <Badge tone="stone">{C.events(entry.events)}</Badge>
        <KiswahiliName name={entry.nameSw} />
        {entry.hidden && (
          <Badge tone="amber">
            <EyeOff aria-hidden="true" className="-mt-0.5 mr-1 inline size-3" />
            {C.hidden}
          </Badge>
        )}
      </div>
      <div className="flex shrink-0 gap-1.5">
        <Button
          size="sm"
          variant="ghost"
          aria-label={C.renameButtonLabel(entry.name)}
          onClick={() => setRenaming(true)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{C.rename}</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={entry.hidden ? C.showLabel(entry.name) : C.hideLabel(entry.name)}
          onClick={() =>
            void run(
              update({ hidden: !entry.hidden }),
              entry.hidden ? C.shownDone(entry.name) : C.hiddenDone(entry.name),
            )
          }
        >
          {entry.hidden ? C.show : C.hide}
        </Button>
      </div>
    </div>
  );
}

function CategoriesPanel({ categories }: { categories: TCategory[] }) {
  const { run } = useRun();
  return (
    <Panel title={C.categoriesTitle}>
      <p className="-mt-2 mb-4 text-sm text-stone-600">{C.categoriesHint}</p>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {categories.map((cat) => (
          <li key={cat.id} className="rounded-xl border border-stone-200 p-3 sm:p-4" data-category={cat.name}>
            <EntryRow entry={cat} kind="category" strong />
            <ul className="mt-3 grid gap-2 border-l-2 border-stone-100 pl-3 sm:pl-4">
              {cat.subcategories.length === 0 && <li className="text-sm text-stone-500">{C.noTypes}</li>}
              {cat.subcategories.map((sub) => (
                <li key={sub.id}>
                  <EntryRow entry={sub} kind="subcategory" />
                </li>
              ))}
              <li className="pt-1">
                <NameForm
                  label={C.newType(cat.name)}
                  swLabel={C.newTypeSw(cat.name)}
                  submit={C.addType}
                  onSave={(name, nameSw) =>
                    run({ kind: 'subcategory.create', categoryId: cat.id, name, nameSw }, C.added)
                  }
                />
              </li>
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-stone-200 pt-4">
        <NameForm
          label={C.newCategory}
          swLabel={C.newCategorySw}
          submit={C.addCategory}
          onSave={(name, nameSw) => run({ kind: 'category.create', name, nameSw }, C.added)}
        />
      </div>
    </Panel>
  );
}

type TTribeDraft = {
  name: string;
  nameSw: string;
  description: string;
  descriptionSw: string;
  imageUrl: string;
  linkUrl: string;
  platform: TTribePlatform;
  members: string;
};

const draftOf = (t?: TAdminTribe): TTribeDraft => ({
  name: t?.name ?? '',
  nameSw: t?.nameSw ?? '',
  description: t?.description ?? '',
  descriptionSw: t?.descriptionSw ?? '',
  imageUrl: t?.imageUrl ?? '',
  linkUrl: t?.linkUrl ?? '',
  platform: t?.platform ?? 'whatsapp',
  members: String(t?.members ?? 0),
});

/** The tribe's fields; the server checks them (the same schema) and says what is wrong. */
function TribeForm({
  tribe,
  title,
  submit,
  onCancel,
  onSave,
}: {
  tribe?: TAdminTribe;
  title: string;
  submit: string;
  onCancel?: () => void;
  onSave: (v: {
    name: string;
    nameSw: string | null;
    description: string | null;
    descriptionSw: string | null;
    imageUrl: string | null;
    linkUrl: string;
    platform: TTribePlatform;
    members: number;
  }) => Promise<boolean>;
}) {
  const [d, setD] = useState(() => draftOf(tribe));
  // The Kiswahili fields open at a click, and by themselves when the tribe already has them.
  const [swOpen, setSwOpen] = useState(() => Boolean(tribe?.nameSw || tribe?.descriptionSw));
  const swError = tooShort(d.nameSw.trim()) ? C.nameShort : undefined;
  const set = (k: keyof TTribeDraft) => (e: { target: { value: string } }) =>
    setD((x) => ({ ...x, [k]: e.target.value }));
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (swError) return setSwOpen(true);
    const ok = await onSave({
      name: d.name.trim(),
      nameSw: d.nameSw.trim() || null,
      description: d.description.trim() || null,
      descriptionSw: d.descriptionSw.trim() || null,
      imageUrl: d.imageUrl.trim() || null,
      linkUrl: d.linkUrl.trim(),
      platform: d.platform,
      members: Number(d.members.replace(/\D/g, '') || 0),
    });
    if (ok && !tribe) {
      setD(draftOf());
      setSwOpen(false);
    }
  };
  return (
    <form
      onSubmit={(e) => void save(e)}
      aria-label={title}
      className="grid gap-x-4 rounded-xl border border-stone-200 bg-stone-50 p-3 sm:grid-cols-2 sm:p-4"
    >
      <p className="mb-2 font-semibold text-stone-900 sm:col-span-2">{title}</p>
      <Field label={C.fields.name} value={d.name} onChange={set('name')} maxLength={60} required />
      <Field
        label={C.fields.members}
        value={d.members}
        onChange={set('members')}
        inputMode="numeric"
        pattern="[0-9]*"
      />
      <Field
        className="sm:col-span-2"
        label={C.fields.description}
        value={d.description}
        onChange={set('description')}
        maxLength={300}
      />
      <div className="mb-4 sm:col-span-2">
        <button
          type="button"
          aria-expanded={swOpen}
          onClick={() => setSwOpen((open) => !open)}
          className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-orange-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
        >
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', swOpen && 'rotate-180')} />
          {C.swFields}
        </button>
        <p className="mt-0.5 text-sm text-stone-500">{C.swFieldsHint}</p>
      </div>
      {swOpen && (
        <>
          <Field
            label={C.fields.nameSw}
            value={d.nameSw}
            onChange={set('nameSw')}
            maxLength={60}
            lang="sw"
            error={swError}
          />
          <Field
            className="sm:col-span-2"
            label={C.fields.descriptionSw}
            value={d.descriptionSw}
            onChange={set('descriptionSw')}
            maxLength={300}
            lang="sw"
          />
        </>
      )}
      <Field
        label={C.fields.linkUrl}
        hint={C.fields.linkHint}
        value={d.linkUrl}
        onChange={set('linkUrl')}
        type="url"
        required
      />
      <div>
        <label className="text-sm font-semibold text-stone-800">
          {C.fields.platform}
          <select
            value={d.platform}
            onChange={set('platform')}
            className={cn(inputClass, 'mt-1.5 h-12 border-stone-300')}
          >
            {TRIBE_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {platformName(p)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Field
        className="sm:col-span-2"
        label={C.fields.imageUrl}
        hint={C.fields.imageHint}
        value={d.imageUrl}
        onChange={set('imageUrl')}
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit">{submit}</Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {C.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

function TribeRow({
  tribe,
  above,
  below,
}: {
  tribe: TAdminTribe;
  above: TAdminTribe | undefined;
  below: TAdminTribe | undefined;
}) {
  const { run, busy } = useRun();
  const [editing, setEditing] = useState(false);
  const update = (change: Extract<TCatalogueEdit, { kind: 'tribe.update' }>['change'], done: string) =>
    run({ kind: 'tribe.update', id: tribe.id, change }, done);
  // Moving swaps places with the neighbour; on a tie (same position, ordered by id) the one
  // moving down takes the next number.
  const swap = async (other: TAdminTribe, up: boolean) => {
    const tie = tribe.position === other.position;
    const [mine, theirs] = tie
      ? up
        ? [other.position, other.position + 1]
        : [tribe.position + 1, tribe.position]
      : [other.position, tribe.position];
    if (await run({ kind: 'tribe.update', id: tribe.id, change: { position: mine } }, C.saved))
      await run({ kind: 'tribe.update', id: other.id, change: { position: theirs } }, C.saved);
  };
  if (editing)
    return (
      <TribeForm
        tribe={tribe}
        title={C.editTribeLabel(tribe.name)}
        submit={C.save}
        onCancel={() => setEditing(false)}
        onSave={async (v) => {
          const ok = await update(v, C.saved);
          if (ok) setEditing(false);
          return ok;
        }}
      />
    );
  return (
    <div data-testid="catalogue-tribe" className="flex flex-wrap items-center gap-3">
      {tribe.imageUrl ? (
        <img
          src={tribe.imageUrl}
          alt=""
          width={56}
          height={56}
          className="size-14 rounded-lg bg-stone-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-lg bg-orange-100 font-bold text-orange-900"
        >
          {tribe.name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className={cn('min-w-0 flex-1', tribe.archived && 'text-stone-500')}>
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">{tribe.name}</span>
          {tribe.archived && <Badge tone="amber">{C.archived}</Badge>}
        </p>
        <p>
          <KiswahiliName name={tribe.nameSw} />
        </p>
        <p className="text-sm text-stone-600">
          {platformName(tribe.platform)} · {C.members(tribe.members)}
        </p>
        <p className="truncate text-sm text-stone-500">{tribe.linkUrl}</p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {!tribe.archived && (
          <>
            <Button
              size="icon"
              variant="ghost"
              className="size-9"
              aria-label={C.moveUp(tribe.name)}
              disabled={!above || busy}
              onClick={() => above && void swap(above, true)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="size-9"
              aria-label={C.moveDown(tribe.name)}
              disabled={!below || busy}
              onClick={() => below && void swap(below, false)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" aria-label={C.editTribeLabel(tribe.name)} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{C.editTribe}</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={tribe.archived ? C.unarchiveLabel(tribe.name) : C.archiveLabel(tribe.name)}
          onClick={() =>
            void update(
              { archived: !tribe.archived },
              tribe.archived ? C.unarchivedDone(tribe.name) : C.archivedDone(tribe.name),
            )
          }
        >
          {tribe.archived ? C.unarchive : C.archive}
        </Button>
      </div>
    </div>
  );
}

function TribesPanel({ tribes }: { tribes: TAdminTribe[] }) {
  const { run } = useRun();
  const shown = tribes.filter((t) => !t.archived);
  return (
    <Panel title={C.tribesTitle}>
      <p className="-mt-2 mb-4 text-sm text-stone-600">{C.tribesHint}</p>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {tribes.map((t) => {
          const i = shown.indexOf(t);
          return (
            <li key={t.id} className="rounded-xl border border-stone-200 p-3">
              <TribeRow tribe={t} above={i > 0 ? shown[i - 1] : undefined} below={i >= 0 ? shown[i + 1] : undefined} />
            </li>
          );
        })}
      </ul>
      <div className="mt-4">
        <TribeForm
          title={C.newTribeTitle}
          submit={C.addTribe}
          onSave={(tribe) => run({ kind: 'tribe.create', tribe }, C.added)}
        />
      </div>
    </Panel>
  );
}
