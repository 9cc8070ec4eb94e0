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
