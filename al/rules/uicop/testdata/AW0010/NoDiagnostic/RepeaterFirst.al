page 50142 "AW0010 List"
{
    PageType = List;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            // a comment before the repeater is not a control
            repeater(Lines)
            {
                field(Name; Rec.Name) { }
            }
            group(Totals)
            {
                field(Balance; Rec."Balance (LCY)") { }
            }
        }
        area(FactBoxes)
        {
            part(Stats; "Customer Statistics FactBox") { }
        }
    }
}

// A Worksheet page may place its repeater anywhere: AW0010 judges List pages only.
page 50143 "AW0010 Worksheet"
{
    PageType = Worksheet;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field(Batch; Rec."No.") { }
            repeater(Lines)
            {
                field(Name; Rec.Name) { }
            }
        }
    }
}

// A field before the top-level repeater is allowed (Base Application's
// Contact Profile Answers page has one).
page 50144 "AW0010 Field First"
{
    PageType = List;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field(Filter; Rec."No.") { }
            repeater(Rows)
            {
                field(Name; Rec.Name) { }
            }
        }
    }
}

// A group that opens the content area with the repeater as its first
// control (E-Document Logs has one).
page 50145 "AW0010 Opening Group"
{
    PageType = List;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            group(Outer)
            {
                group(Inner)
                {
                    repeater(Lines)
                    {
                        field(Name; Rec.Name) { }
                    }
                }
                field(Total; Rec."Balance (LCY)") { }
            }
        }
    }
}

// A group before a top-level repeater (Base Application has 22 such pages).
page 50146 "AW0010 Group First"
{
    PageType = List;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            group(Options)
            {
                field(Filter; Rec."No.") { }
            }
            repeater(Lines)
            {
                field(Name; Rec.Name) { }
            }
        }
    }
}
