page 50140 "AW0011 Orders"
{
    PageType = List;
    SourceTable = Customer;

    actions
    {
        area([=Processing=])
        {
            action(Release)
            {
                Promoted = true;
                PromotedCategory = Process;
            }
            action(Reopen)
            {
                Promoted = TRUE;
                PromotedOnly = false;
            }
            group(Posting)
            {
                action(Post) { Promoted = true; PromotedOnly = true; }
            }
        }
        area(Navigation)
        {
            group([="Related Entries"=])
            {
                action(Entries) { Promoted = true; }
            }
        }
    }
}
