namespace Own.Sales;

using Base.Sales;

pageextension 50100 "Own Card" extends "Customer Card"
{
    layout
    {
        addafter(Nmae)
        {
            field("Own Name"; Rec.Name) { }
        }
        addfirst(Generel)
        {
        }
        modify("Name Two")
        {
            Visible = false;
        }
        movebefore("No."; Address, Adress)
        moveafter(Nope; Name)
    }
    actions
    {
        addlast([=Functionz=])
        {
            action("Own Action") { }
        }
        modify([=Pots=])
        {
            Visible = false;
        }
    }
}

reportextension 50100 "Own Statement" extends "Customer Statement"
{
    dataset
    {
        add(Custmr)
        {
            column(Own; Name) { }
        }
        addfirst("Extra Lines")
        {
            dataitem(OwnLines; Customer) { }
        }
    }

}

report 50115 "Own Ledger"
{
    dataset
    {
        dataitem(Cust; Customer) { }
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

reportextension 50115 "Own Ledger Ext" extends "Own Ledger"
{
    requestpage
    {
        layout
        {
            addafter(ShowDetail)
            {
                field(OwnDetails; 1) { }
            }
            modify("Option") { Visible = false; }
        }
        actions
        {
            addafter([=Previews=])
            {
                action(OwnPreview) { }
            }
        }
    }
}

// A page with cue groups: names none of its controls, cue actions or
// actions have.
pageextension 50113 "Own Activities Typo" extends "Sales Activities"
{
    layout
    {
        addafter(Order)
        {
            cuegroup(OwnCues) { }
        }
    }
    actions
    {
        modify([="New Sales Orders"=]) { Visible = false; }
        addafter([=SetupCues2=])
        {
            action(OwnSetUp) { }
        }
    }
}
