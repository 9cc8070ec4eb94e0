page 50100 "Bar List"
{
    PageType = "List";
    usagecategory = lists;
    SourceTable = Customer;
    DelayedInsert = TRUE;
    Editable = false;

    layout
    {
        area(Content)
        {
            repeater(Rows)
            {
                Editable = IsEditable;
                field(Name; Rec.Name)
                {
                    Importance = "Additional";
                    Style = StrongAccent;
                    StyleExpr = NameStyle;
                    Visible = IsVisible or IsEditable;
                    Enabled = true;
                    ShowCaption = False;
                }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Run)
            {
                Promoted = true;
                PromotedCategory = "Report";
                RunPageMode = View;
                Scope = "Repeater";
            }
        }
    }

    var
        IsVisible, IsEditable: Boolean;
        NameStyle: Text;
}

table 50101 "Bar Setup"
{
    DataClassification = EndUserPseudonymousIdentifiers;
    Scope = Cloud;
    ObsoleteState = Moved;
    MovedTo = 'f3552374-a1f2-4356-848e-196002525837';

    fields
    {
        field(1; "Primary Key"; Code[10])
        {
            FieldClass = FlowFilter;
            ObsoleteState = PendingMove;
#if CLEAN99
            NotBlank = Yes;
#endif
        }
        field(2; Data; Blob) { Subtype = Json; }
    }
}

codeunit 50102 "Bar Install"
{
    Subtype = Install;
}

report 50103 "Bar Report"
{
    DefaultLayout = Word;
    MaximumDatasetSize = 1000000;
    dataset
    {
        dataitem(Integer; Integer) { MaxIteration = 1; }
    }
    rendering
    {
        layout(Word) { Type = Word; LayoutFile = 'Bar.docx'; }
    }
}
