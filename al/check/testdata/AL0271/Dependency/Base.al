namespace Base.Sales;

table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; Address; Text[100]) { }
    }
}

page 21 "Customer Card"
{
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            group(General)
            {
                field("No."; Rec."No.") { }
                field(Name; Rec.Name) { }
                field(Address; Rec.Address) { }
                field("Old Address"; Rec.Address)
                {
                    ObsoleteState = Pending;
                    ObsoleteReason = 'Use Address.';
                    ObsoleteTag = '25.0';
                }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Post) { }
            group(Functions)
            {
                action("Send Statement") { }
            }
        }
    }
}

report 116 "Customer Statement"
{
    dataset
    {
        dataitem(Cust; Customer)
        {
            column(No; "No.") { }
        }
    }

    requestpage
    {
        layout
        {
            area(Content)
            {
                group(Options)
                {
                    field(ShowDetails; 1) { }
                }
            }
        }
        actions
        {
            area(Processing)
            {
                action(Preview) { }
            }
        }
    }
}

// A report without request page controls: nothing to judge an anchor by.
report 117 "Customer Labels"
{
    dataset
    {
        dataitem(Cust; Customer) { }
    }
}

page 9060 "Sales Activities"
{
    PageType = CardPart;

    actions
    {
        area(Processing)
        {
            action(SetUpCues) { }
        }
    }

    layout
    {
        area(Content)
        {
            cuegroup(Orders)
            {
                field(Open; 1) { }
                actions
                {
                    action("New Sales Order") { }
                }
            }
            cuegroup(Returns)
            {
                actions
                {
                    action(NewReturn) { }
                }
            }
        }
    }
}
