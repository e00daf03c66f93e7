import type { Project } from "../../domain/projects/project.ts";
import { useI18n } from "../../i18n/i18n.tsx";

export function ProjectCard({ project, eager = false }: { project: Project; eager?: boolean }) {
  const { t } = useI18n();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src={project.image}
        alt=""
        width={480}
        height={320}
        loading={eager ? "eager" : "lazy"}
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-ink">{project.name}</h3>
        <p className="text-sm text-slate-600">
          {t("bank.project.by", { builder: project.builder })}
        </p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          <dt className="font-semibold text-slate-700">{t("bank.project.location")}</dt>
          <dd className="text-ink">{project.location}</dd>
          <dt className="font-semibold text-slate-700">{t("bank.project.configuration")}</dt>
          <dd className="text-ink">{project.bhk}</dd>
          <dt className="font-semibold text-slate-700">{t("bank.project.price")}</dt>
          <dd className="font-semibold text-accent-700">{project.priceRange}</dd>
        </dl>
      </div>
    </article>
  );
}
