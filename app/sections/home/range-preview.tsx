import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { categoryHref, productCategories } from "~/content/categories";
import { homeRange } from "~/content/home";
import { site } from "~/site";
import styles from "./range-preview.module.css";

/** The product range (`#product-range`): one card per category, each leading to its section. */
export function RangePreview() {
  return (
    <section id="product-range" className={styles.section} aria-labelledby="product-range-title">
      <Container>
        <SectionHeading
          id="product-range-title"
          heading={`${site.name} ${homeRange.headingSuffix}`}
          subheading={homeRange.subheading}
        />
        <ul className={styles.grid}>
          {productCategories.map((category, index) => (
            <Reveal as="li" key={category.id} className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className={styles.heading}>{category.heading}</h3>
              <p className={styles.sub}>{category.subheading}</p>
              <Link to={categoryHref(category)} className={styles.link}>
                {homeRange.cardCta}
                <span className="visually-hidden">: {category.heading}</span>
              </Link>
            </Reveal>
          ))}
        </ul>
      </Container>
    </section>
  );
}
