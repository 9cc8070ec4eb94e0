namespace Own.Sales;

using Base.Sales;

pageextension 50110 "Own Card" extends "Customer Card"
{
    layout
    {
        addafter(Name)
        {
            field("Own Name"; Rec.Name) { }
        }
        addbefore("no.")
        {
            group("Own Group")
            {
                field("Own Address"; Rec.Address) { }
            }
        }
        addlast(GENERAL) { }
        addfirst(Content) { }
        addlast(FactBoxes) { }
        // Controls added by another extension: the dependency's, this one's.
        addafter("Extra Name") { }
        addlast("Own Group") { }
        modify("Own Address") { Visible = false; }
        // Obsolete controls are still there.
        modify("Old Address") { Visible = false; }
        movelast(General; "No.", Address)
        movefirst("General"; "Extra Name")
#if NEVER_DEFINED
        modify(Nmae) { }
#endif
    }
    actions
    {
        addfirst(Processing) { }
        addfirst(Prompting) { }
        // Promoted action categories exist without a declaration.
        addlast(Category_Process) { }
        modify(category_category4) { Visible = false; }
        addlast(Promoted) { }
        addafter("Send Statement")
        {
            action("Own Action") { }
        }
        addbefore("Extra Post") { }
        modify(Functions) { Visible = false; }
        moveafter(Post; "Send Statement")
    }
    views
    {
        addfirst
        {
            view(OwnView) { }
        }
    }
}

// A page alfix does not know: AL0247's concern, not this check's.
pageextension 50111 "Own Unknown" extends "Page Not Loaded"
{
    layout
    {
        addafter(Anything) { }
    }
}

reportextension 50110 "Own Statement" extends "Customer Statement"
{
    dataset
    {
        add(Cust)
        {
            column(Own; Name) { }
        }
        add(extralines) { }
        addlast("Cust")
        {
            dataitem(OwnLines; Customer) { }
        }
    }

    // A report of a symbol package: its request page is not read, so no
    // anchor is judged.
    requestpage
    {
        layout
        {
            addafter(NoSuchControl)
            {
                field(OwnDetails; 1) { }
            }
        }
    }
}

report 50116 "Own Ledger"
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

reportextension 50116 "Own Ledger More" extends "Own Ledger"
{
    requestpage
    {
        layout
        {
            addlast(Options)
            {
                field(ExtraDetails; 1) { }
            }
        }
    }
}

// The request page's controls and actions, another extension's, this
// extension's own, areas, in any case and quoted or not.
reportextension 50117 "Own Ledger Ext" extends "Own Ledger"
{
    requestpage
    {
        layout
        {
            addafter(showdetails)
            {
                field(OwnDetails; 1) { }
            }
            addlast("Options")
            {
                group(OwnOptions) { }
            }
            addafter(ExtraDetails)
            {
                field(OwnMore; 1) { }
            }
            addfirst(OwnOptions)
            {
                field(OwnFirst; 1) { }
            }
            addlast(Content)
            {
                field(OwnLast; 1) { }
            }
            modify(ShowDetails) { Visible = false; }
        }
        actions
        {
            addafter(Preview)
            {
                action(OwnPreview) { }
            }
        }
    }
}

// A report that declares no request page controls: anchors not judged.
reportextension 50114 "Own Labels" extends "Customer Labels"
{
    requestpage
    {
        layout
        {
            addlast(Options)
            {
                field(OwnLabels; 1) { }
            }
        }
    }
}

// A page with cue groups: its cue actions are modified from the actions,
// in any case, quoted or not; its cue groups and fields are layout names.
pageextension 50112 "Own Activities" extends "Sales Activities"
{
    layout
    {
        addafter(Orders)
        {
            cuegroup(OwnCues) { }
        }
        modify(Open) { Visible = false; }
    }
    actions
    {
        modify("New Sales Order") { Visible = false; }
        modify("newreturn") { Visible = false; }
        addafter(SetUpCues)
        {
            action(OwnSetUp) { }
        }
    }
}
