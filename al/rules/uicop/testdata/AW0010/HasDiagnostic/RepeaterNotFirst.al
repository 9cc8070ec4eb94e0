page 50140 "AW0010 Grouped"
{
    PageType = List;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            group(General)
            {
                field(Filter; Rec."No.") { }
                repeater([=Lines=])
                {
                    field(Name; Rec.Name) { }
                }
            }
        }
    }
}

page 50141 "AW0010 Second Group"
{
    PageType = List;
    SourceTable = Customer;

    layout
    {
        area(content)
        {
            group(Header)
            {
                field(Filter; Rec."No.") { }
            }
            group(Inner)
            {
                repeater([=Rows=])
                {
                    field(Name; Rec.Name) { }
                }
            }
        }
    }
}
