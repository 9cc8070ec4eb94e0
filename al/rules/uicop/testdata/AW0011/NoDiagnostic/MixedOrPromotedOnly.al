page 50141 "AW0011 Orders"
{
    PageType = List;
    SourceTable = Customer;

    actions
    {
        area(Processing)
        {
            action(Release) { Promoted = true; }
            action(Print) { }
            group(Posting)
            {
                action(Post) { Promoted = true; PromotedOnly = true; }
                action(Preview) { Promoted = true; }
            }
            group(Empty) { }
        }
        area(Reporting)
        {
            action(Statement) { Promoted = false; }
        }
        area(Promoted)
        {
            actionref(Release_Promoted; Release) { }
        }
        area(Creation)
        {
            group(OnlyGroups)
            {
                group(Inner)
                {
                    action(New) { Promoted = true; PromotedOnly = true; }
                }
            }
        }
    }
}
