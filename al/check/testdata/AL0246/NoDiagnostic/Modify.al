// The properties a modify may not set are fine where an element is
// declared: in a table, a page, an extension's own added fields and actions.
table 50247 "Bar Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { AutoIncrement = true; }
        field(2; Kind; Option) { OptionMembers = A,B; OptionOrdinalValues = 0, 1; }
        field(3; Total; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Bar Entry".Total);
        }
    }
}

tableextension 50247 "Bar Customer" extends Customer
{
    fields
    {
        modify("Name 2")
        {
            Caption = 'Second name';
            TableRelation = "Bar Entry";
            ObsoleteState = Pending;
            ObsoleteReason = 'Moved';
            ObsoleteTag = '99.0';
        }
        field(50100; "Bar Total"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Bar Entry".Total);
        }
#if CLEAN99
        modify(Balance) { CalcFormula = sum("Bar Entry".Total); }
#endif
    }
}

pageextension 50247 "Bar Customer Card" extends "Customer Card"
{
    layout
    {
        modify(Lines)
        {
            Visible = false;
            Enabled = true;
            Editable = false;
        }
        modify(Name)
        {
            BlankZero = true;
            ShowMandatory = true;
            DrillDownPageId = "Bar Entries";
            Importance = Promoted;
        }
        addlast(Content)
        {
            part(BarLines; "Bar Lines")
            {
                SubPageLink = "Customer No." = field("No.");
                UpdatePropagation = Both;
            }
        }
    }
    actions
    {
        modify(Post)
        {
            Promoted = true;
            PromotedCategory = Process;
            ApplicationArea = All;
            Caption = 'Post';
        }
        addlast(Processing)
        {
            action(BarEntries)
            {
                RunObject = page "Bar Entries";
                RunPageLink = "Customer No." = field("No.");
                RunPageMode = View;
            }
        }
    }
}

// Not properties of a modify at all: AL0124's, not AL0246's.
pageextension 50248 "Bar Customer List" extends "Customer List"
{
    actions
    {
        modify(Post) { RunObjekt = page "Bar Entries"; }
    }
}
