namespace Bar.Pages;

page 50100 "Bar Card"
{
    PageType = Card;
    SourceTable = Customer;
    UsageCategory = Administration;
    ApplicationArea = All;
    PromotedActionCategories = 'New,Process,Report';
    DataCaptionExpression = Rec.Name;

    layout
    {
        area(Content)
        {
            group(General)
            {
                Caption = 'General';
                InstructionalText = 'Fill in.';
                field(Name; Rec.Name)
                {
                    ApplicationArea = All;
                    tooltip = 'Specifies the name.';
                    Editable = IsEditable and not Rec."Privacy Blocked";
                    Importance = Promoted;
                    Style = Strong;
                }
                label(Hint) { Caption = 'Hint'; }
                part(Lines; "Bar Lines")
                {
                    SubPageLink = "No." = field("No.");
                    UpdatePropagation = Both;
                }
            }
            repeater(Rows)
            {
                IndentationColumn = Rec."Indentation";
                ShowAsTree = true;
            }
        }
        area(FactBoxes)
        {
            systempart(Links; Links) { ApplicationArea = RecordLinks; }
            usercontrol(Chart; "Bar Addin") { ApplicationArea = All; }
        }
    }
    actions
    {
        area(Processing)
        {
            group(Functions)
            {
                Caption = 'Functions';
                ShowAs = SplitButton;
                action(Run)
                {
                    RunObject = page "Bar List";
                    RunPageLink = "No." = field("No.");
                    Promoted = true;
                    PromotedCategory = "Process";
                    Scope = Repeater;
                    ShortCutKey = 'Ctrl+F9';
                    ObsoleteState = Pending;
                    ObsoleteReason = 'Use promoted actions.';
                    ObsoleteTag = '26.0';
                }
            }
            fileuploadaction(Upload)
            {
                AllowMultipleFiles = true;
                AllowedFileExtensions = '.pdf';
            }
        }
        area(Promoted)
        {
            actionref(Run_Promoted; Run) { }
        }
    }
    views
    {
        view(Open) { Caption = 'Open'; Filters = where("Balance" = filter(> 0)); }
    }

    var
        IsEditable: Boolean;
}
