import { SearchIcon } from "~/components/layout/search-icon";
import { openerProps, useIsHydrated } from "~/components/layout/site-search";
import { Container } from "~/components/ui/container";
import { useContent } from "~/content/use-content";
import styles from "./product-search.module.css";

/**
 * The products page's search box: it opens the same search as the menu bar's button. Without
 * scripts there is no search (the categories below list every product) and its band stays empty,
 * its height kept, so nothing below moves when it appears.
 */
export function ProductSearch() {
  const { label, placeholder } = useContent("layout/search");
  const isHydrated = useIsHydrated();
  return (
    <Container className={styles.band}>
      <button className={styles.field} {...openerProps(isHydrated)}>
        <SearchIcon className={styles.icon} />
        <span className={styles.label}>{label}</span>
        <span className={styles.hint}>{placeholder}</span>
      </button>
    </Container>
  );
}
