page 50110 "AW0008 Card"
{
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            group(General)
            {
                repeater([=Lines=])
                {
                    field(Name; Rec.Name) { }
                }
            }
        }
    }
}

page 50111 "AW0008 List Plus"
{
    PageType = ListPlus;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            repeater([="Customer Lines"=])
            {
                field(Name; Rec.Name) { }
            }
        }
    }
}
