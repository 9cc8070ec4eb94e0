table 50100 "Shop Item"
{
    [|Caption|] = 'Shop Item';
    DataCaptionFields = "No.";

    fields
    {
        field(1; "No."; Code[20])
        {
            [|Caption|] = 'No.';
            [|ToolTip|] = 'Specifies the number of the item.';
        }
        field(2; Code; Code[10])
        {
            [|Caption|] = 'Code', Locked = true;
            [|OptionCaption|] = 'Not checked on table fields';
        }
        field(3; Old; Boolean)
        {
            [|Caption|] = 'Old';
            ObsoleteState = Pending;
            ObsoleteReason = 'Replaced.';

            trigger OnValidate()
            var
                [|OldErr|]: Label 'Old.';
            begin
            end;
        }
    }
}

page 50100 "Shop Item Card"
{
    [|Caption|] = 'Shop Item';
    PageType = Card;
    SourceTable = "Shop Item";
    [|AboutTitle|] = 'Not a text the rule checks';
    [|PromotedActionCategories|] = 'New,Process,Report';

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.")
            {
                [|ToolTip|] = 'Specifies the number of the item.';
                [|InstructionalText|] = 'Not checked';
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Restock)
            {
                [|Caption|] = 'Restock';
                [|ToolTip|] = 'Orders more of the item.';

                trigger OnAction()
                var
                    [|DoneMsg|]: Label 'The item was restocked.';
                    [|TraceTok|]: Label 'restock', Locked = true;
                begin
                end;
            }
        }
    }

    views
    {
        view(Cheap)
        {
            [|Caption|] = 'Views are not checked';
        }
    }

    [Obsolete('Not used.', '25.0')]
    procedure Legacy()
    var
        [|LegacyMsg|]: Label 'Legacy.';
    begin
    end;
}

report 50100 "Shop Price List"
{
    [|Caption|] = 'Shop Price List';

    dataset
    {
        dataitem(Item; "Shop Item")
        {
            column(No; "No.")
            {
                [|IncludeCaption|] = true;
            }

            trigger OnAfterGetRecord()
            var
                [|SkippedMsg|]: Label 'Labels of data item triggers have ids alfix does not know.';
            begin
            end;
        }
    }

    requestpage
    {
        [|Caption|] = 'The request page caption is left out';

        layout
        {
            area(Content)
            {
                field(ShowStock; ShowStock)
                {
                    [|Caption|] = 'Show Stock';
                }
            }
        }
    }

    labels
    {
        [|PriceListLbl|] = 'Price List';
        [|InternalLbl|] = 'INTERNAL', Locked = true;
    }

    var
        ShowStock: Boolean;
}

pageextension 50100 "Shop Item List Ext" extends "Item List"
{
    layout
    {
        modify(Description)
        {
            [|Caption|] = 'The extension modifies, it does not add';
        }
    }
}

codeunit 50102 "Shop Obsolete"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone.';

    var
        [|GoneMsg|]: Label 'Gone.';
}

enum 50100 "Shop Item Status"
{
    value(0; " ")
    {
        [|Caption|] = ' ';
    }
    value(2; Sold)
    {
        [|caption|] = 'Sold';
    }
    value(1; Retired)
    {
        [|Caption|] = 'Retired';
        ObsoleteState = Pending;
        ObsoleteReason = 'Not used.';
    }
}
