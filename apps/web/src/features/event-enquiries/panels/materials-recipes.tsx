// The Events tab's Materials & recipes screen: flowers and materials with their unit, cost and
// markup (the price per unit follows), a cost changed in place (marigold in Diwali week), and
// recipes of them whose prices the server computes from today's costs.
import { useState } from 'react';
import { MATERIAL_UNITS, MaterialBodySchema, RecipeBodySchema, type Material, type MaterialUnit } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextField } from '../../../components/form-field';
import { RowSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useMaterials, useRecipes, useSaveMaterial, useSaveRecipe } from '../api/event-quotes';

function CostEditor({ material }: { material: Material }) {
  const [cost, setCost] = useState(String(material.cost));
  const save = useSaveMaterial();
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: material._id, body: { cost: Number(cost) } },
          { onSuccess: () => toast.success(`${material.name}: cost saved`), onError: (err) => toast.error(errorMessage(err, 'Could not save the cost')) },
        );
      }}
    >
      <TextField label={`Cost per ${material.unit} (₹)`} inputMode="decimal" className="w-28" value={cost} onChange={(e) => setCost(e.target.value)} />
      <Button type="submit" variant="secondary" busy={save.isPending} busyLabel="Saving…">
        Save
      </Button>
    </form>
  );
}

function NewMaterial() {
  const [form, setForm] = useState({ name: '', unit: 'stem' as MaterialUnit, cost: '', markupPercent: '50' });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMaterial();
  return (
    <form
      noValidate
      className="grid gap-2 sm:grid-cols-5 sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = MaterialBodySchema.safeParse({ name: form.name, unit: form.unit, cost: Number(form.cost), markupPercent: Number(form.markupPercent) });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the material');
        setError(null);
        save.mutate(
          { id: null, body: parsed.data },
          { onSuccess: () => setForm({ ...form, name: '', cost: '' }), onError: (err) => setError(errorMessage(err, 'Could not add the material')) },
        );
      }}
    >
      <div className="sm:col-span-5">
        <FormAlert message={error} />
      </div>
      <TextField label="Name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      <SelectField label="Unit" value={form.unit} onChange={(e) => setForm({ ...form, unit: e.target.value as MaterialUnit })}>
        {MATERIAL_UNITS.map((u) => (
          <option key={u}>{u}</option>
        ))}
      </SelectField>
      <TextField label="Cost (₹)" inputMode="decimal" value={form.cost} onChange={(e) => setForm({ ...form, cost: e.target.value })} />
      <TextField label="Markup (%)" inputMode="numeric" value={form.markupPercent} onChange={(e) => setForm({ ...form, markupPercent: e.target.value })} />
      <Button type="submit" busy={save.isPending} busyLabel="Adding…">
        Add material
      </Button>
    </form>
  );
}

function NewRecipe({ materials }: { materials: Material[] }) {
  const [name, setName] = useState('');
  const [nameHi, setNameHi] = useState('');
  const [gstRate, setGstRate] = useState('5');
  const [parts, setParts] = useState<{ materialId: string; quantity: string }[]>([{ materialId: materials[0]?._id ?? '', quantity: '' }]);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRecipe();
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = RecipeBodySchema.safeParse({
          name,
          nameHi,
          hsnCode: '0603',
          gstRate: Number(gstRate),
          materials: parts.map((p) => ({ materialId: p.materialId, quantity: Number(p.quantity) })),
        });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the recipe');
        setError(null);
        save.mutate(parsed.data, {
          onSuccess: (recipe) => {
            toast.success(`${recipe.name}: ${formatRupees(recipe.price)}`);
            setName('');
            setNameHi('');
          },
          onError: (err) => setError(errorMessage(err, 'Could not save the recipe')),
        });
      }}
    >
      <FormAlert message={error} />
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField label="Recipe name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label="Hindi name (optional)"
          lang="hi"
          hint="What the customer reads on a Hindi quote; the English name shows if left empty."
          value={nameHi}
          onChange={(e) => setNameHi(e.target.value)}
        />
        <SelectField label="GST rate (HSN 0603)" value={gstRate} onChange={(e) => setGstRate(e.target.value)}>
          {[0, 5, 12, 18].map((r) => (
            <option key={r} value={r}>
              {r} %
            </option>
          ))}
        </SelectField>
      </div>
      {parts.map((part, i) => (
        <div key={i} className="grid grid-cols-2 gap-2">
          <SelectField
            label={`Material ${i + 1}`}
            value={part.materialId}
            onChange={(e) => setParts(parts.map((p, j) => (j === i ? { ...p, materialId: e.target.value } : p)))}
          >
            {materials.map((m) => (
              <option key={m._id} value={m._id}>
                {m.name} ({m.unit})
              </option>
            ))}
          </SelectField>
          <TextField
            label="Quantity"
            inputMode="decimal"
            value={part.quantity}
            onChange={(e) => setParts(parts.map((p, j) => (j === i ? { ...p, quantity: e.target.value } : p)))}
          />
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => setParts([...parts, { materialId: materials[0]?._id ?? '', quantity: '' }])}>
          Add a material
        </Button>
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save recipe
        </Button>
      </div>
    </form>
  );
}

export function MaterialsAndRecipes() {
  const materials = useMaterials();
  const recipes = useRecipes();
  return (
    <div className="space-y-6">
      <section aria-labelledby="materials-heading" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
        <h4 id="materials-heading" className="font-semibold text-gray-900">
          Materials
        </h4>
        {!materials.data ? (
          materials.isError ? (
            <ErrorState title="Materials could not be loaded" error={materials.error} onRetry={() => void materials.refetch()} />
          ) : (
            <RowSkeletons count={3} />
          )
        ) : materials.data.length === 0 ? (
          <EmptyState title="No materials yet" detail="Add the flowers and materials you price events with." />
        ) : (
          <ul className="divide-y divide-gray-100">
            {materials.data.map((m) => (
              <li key={m._id} className="flex flex-wrap items-end justify-between gap-2 py-2">
                <div className="text-sm">
                  <p className="font-medium text-gray-900">{m.name}</p>
                  <p className="text-gray-700">
                    {formatRupees(m.cost)} per {m.unit} + {m.markupPercent} % = {formatRupees(m.unitPrice)} per {m.unit}
                  </p>
                </div>
                <CostEditor key={m.updatedAt} material={m} />
              </li>
            ))}
          </ul>
        )}
        <NewMaterial />
      </section>
      <section aria-labelledby="recipes-heading" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
        <h4 id="recipes-heading" className="font-semibold text-gray-900">
          Recipes
        </h4>
        {!recipes.data ? (
          recipes.isError ? (
            <ErrorState title="Recipes could not be loaded" error={recipes.error} onRetry={() => void recipes.refetch()} />
          ) : (
            <RowSkeletons count={2} />
          )
        ) : recipes.data.length === 0 ? (
          <EmptyState title="No recipes yet" detail="A recipe is an item made of materials; its price follows their costs." />
        ) : (
          <ul className="divide-y divide-gray-100">
            {recipes.data.map((r) => (
              <li key={r._id} className="py-2 text-sm">
                <p className="flex justify-between gap-2 font-medium text-gray-900">
                  <span>
                    {r.name}
                    {r.nameHi && (
                      <span lang="hi" className="font-normal text-gray-700">
                        {' '}
                        · {r.nameHi}
                      </span>
                    )}
                  </span>
                  <span>{formatRupees(r.price)}</span>
                </p>
                <p className="text-gray-700">{r.materials.map((m) => `${m.quantity} ${m.unit} ${m.name} (${formatRupees(m.amount)})`).join(' · ')}</p>
              </li>
            ))}
          </ul>
        )}
        {materials.data && materials.data.length > 0 && <NewRecipe materials={materials.data} />}
      </section>
    </div>
  );
}
