page 50100 "AW0003 Lines"
{
    PageType = List;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field(Name; Rec.Name) { }
                group(Details)
                {
                    part([="Ledger Entries"=]; "AW0003 Sub Part") { }
                }
                systempart([=Notes=]; Notes) { }
            }
        }
    }
}
