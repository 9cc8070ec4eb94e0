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
                repeater([=Lines=])
                {
                    field(Name; Rec.Name) { }
                }
            }
        }
    }
}

page 50141 "AW0010 Deep"
{
    PageType = List;
    SourceTable = Customer;

    layout
    {
        area(content)
        {
            group(Outer)
            {
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
}
