table 50192 "Caption Class Source"
{
    Caption = 'Caption Class Source';

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; }
        field(2; "Global Dimension 1 Code"; Code[20]) { CaptionClass = '1,1,1'; }
    }
}

page 50193 "Captioned Part"
{
    Caption = 'Captioned Part';
    PageType = ListPart;
    SourceTable = "Caption Class Source";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
                field("Global Dimension 1 Code"; Rec."Global Dimension 1 Code") { }
            }
        }
    }
}

page 50194 "Captioned Groups"
{
    Caption = 'Captioned Groups';
    SourceTable = "Caption Class Source";

    layout
    {
        area(Content)
        {
            group(General)
            {
                Caption = 'General';
                field("No."; Rec."No.") { }
            }
            group(Hidden)
            {
                ShowCaption = false;
            }
            group(Dynamic)
            {
                CaptionClass = '3,Dynamic';
            }
            part(Lines; "Captioned Part") { }
            part(External; "Page Of Another App") { }
            systempart(Notes; Notes) { }
        }
    }

    actions
    {
        area(Processing)
        {
            group(Functions)
            {
                Caption = 'Functions';
                action(DoIt) { Caption = 'Do it'; }
            }
            group(More)
            {
                ShowAs = SplitButton;
                action(DoMore) { Caption = 'Do more'; }
            }
        }
        area(Promoted)
        {
            group(Category_Process)
            {
                actionref(DoIt_Promoted; DoIt) { }
            }
            group(Category_Category4)
            {
                actionref(DoMore_Promoted; DoMore) { }
            }
            group(Split)
            {
                ShowAs = SplitButton;
                actionref(DoIt_Split; DoIt) { }
            }
        }
    }

    analysisviews
    {
        analysisview(ByNumber)
        {
            Caption = 'By number';
            DefinitionFile = 'ByNumber.analysis.json';
        }
    }
}
