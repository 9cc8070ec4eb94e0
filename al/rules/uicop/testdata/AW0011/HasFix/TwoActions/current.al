page 50142 "AW0011 Fix"
{
    PageType = List;
    SourceTable = Customer;

    actions
    {
        area([|Processing|])
        {
            action(Release)
            {
                Promoted = true;
                PromotedCategory = Process;
            }
            action(Reopen)
            {
                Promoted = true;
                PromotedOnly = false;
                Image = ReOpen;
            }
            action(Print) { Promoted = true; }
        }
    }
}
