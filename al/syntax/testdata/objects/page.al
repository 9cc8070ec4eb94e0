page 50102 "Demo Order Card"
{
    PageType = Card;
    SourceTable = "Demo Order";
    UsageCategory = Documents;
    ApplicationArea = Basic, Suite;
    SourceTableView = sorting("No.") order(descending) where(Status = filter(<> Open & <> " "));

    layout
    {
        area(Content)
        {
            group(General)
            {
                Caption = 'General';
                field("No."; Rec."No.")
                {
                    ApplicationArea = All;
                    ToolTip = 'Specifies the number.';
                    Visible = not IsHidden;
                    StyleExpr = StyleTxt;

                    trigger OnAssistEdit()
                    begin
                        CurrPage.Update();
                    end;
                }
                field(Total; GetTotal()) { Caption = 'Total'; }
            }
            group("")
            {
                ShowCaption = false;
            }
            repeater(Lines)
            {
                field(Amount; Rec.Amount) { }
            }
            part(LinesPart; "Demo Order Subform")
            {
                SubPageLink = "Order No." = field("No."), Kind = const(Person);
                UpdatePropagation = Both;
            }
            cuegroup(Cues)
            {
                field(Open; Rec.Quantity) { DrillDownPageId = "Demo Order List"; }
            }
            grid(Grid1)
            {
                fixed(Fixed1)
                {
                    label(Info) { Caption = 'Info'; }
                }
            }
            usercontrol(Chart; "Alfix.Demo.Chart")
            {
                trigger Ready()
                begin
                    IsReady := true;
                end;
            }
        }
        area(FactBoxes)
        {
            systempart(Links; Links) { }
        }
    }

    actions
    {
        area(Processing)
        {
            group(Functions)
            {
                action(Release)
                {
                    Caption = 'Release';
                    Image = ReleaseDoc;
                    RunObject = page "Demo Order List";
                    RunPageLink = "No." = field("No.");
                    ShortcutKey = 'Ctrl+F9';

                    trigger OnAction()
                    var
                        Mgt: Codeunit "Demo Mgt";
                    begin
                        Mgt.Release(Rec);
                    end;
                }
                separator(Sep1) { }
                customaction(Flow) { CustomActionType = Flow; }
                fileuploadaction(Upload)
                {
                    AllowMultipleFiles = true;
                    trigger OnAction(Files: List of [FileUpload])
                    begin
                    end;
                }
            }
        }
        area(Promoted)
        {
            actionref(Release_Promoted; Release) { }
        }
    }

    views
    {
        view(OpenOnly)
        {
            Caption = 'Open';
            Filters = where(Status = const(Open), Amount = filter(10 ..), Quantity = filter(<> 0 & <> 1));
        }
    }

    trigger OnOpenPage()
    begin
        StyleTxt := 'Favorable';
    end;

    var
        StyleTxt: Text;
        IsHidden, IsReady: Boolean;

    local procedure GetTotal(): Decimal
    begin
        exit(Rec.Amount * 2);
    end;
}
