page 50142 "AW0011 Fix"
{
    PageType = List;
    SourceTable = Customer;

    actions
    {
        area(Processing)
        {
            action(Release)
            {
                Promoted = true;
                PromotedCategory = Process;
                PromotedOnly = true;
            }
            action(Reopen)
            {
                Promoted = true;
                PromotedOnly = true;
                Image = ReOpen;
            }
            action(Print) { Promoted = true; PromotedOnly = true; }
        }
    }
}
